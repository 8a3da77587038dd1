import type { TranslateFunction } from 'react-admin';
import type { BulkResult } from '../../../shared/contract/bulk';
import { text } from '../../i18n/text';
import { formatCount } from '../formatters';

/** The refusals a toast names; the rest are counted. */
const NAMED = 3;

/** The summary toast's text: "48 updated, 2 refused: Cement · 50 kg: Stock cannot be negative; …". */
export function bulkSummary(translate: TranslateFunction, { updated, refused }: BulkResult): string {
  const done = translate(text.bulk.updated, { count: formatCount(updated) });
  if (refused.length === 0) return done;
  const named = refused
    .slice(0, NAMED)
    .map(({ label, message }) => `${label}: ${translate(message)}`)
    .join('; ');
  const reasons =
    refused.length > NAMED
      ? translate(text.bulk.refusedMore, { reasons: named, count: formatCount(refused.length - NAMED) })
      : named;
  return `${done}, ${translate(text.bulk.refused, { count: formatCount(refused.length), reasons })}`;
}
