import type { Information } from '../../../shared/contract/common';
import { KEYWORD_SEPARATOR } from '../../../shared/contract/imports';

/** How a products or equipment file writes each value, so an import compares like with like. */
export const productCells = {
  keywords: (keywords: readonly string[]) => keywords.join(KEYWORD_SEPARATOR),
  information: (information: Information) => JSON.stringify(information),
  category: (name: string | null) => name ?? '',
  price: (price: number) => price.toFixed(2),
  stock: (stock: number) => String(stock),
  text: (value: string | null) => value ?? '',
};
