import type { Entity } from '../entity/entity';
import { notificationExport } from '../modules/admin-notifications/export';
import { materialOrderExport, vendorOrderExport } from '../modules/orders/export';
import { productExport } from '../modules/products/export';
import { sellerRequestExport } from '../modules/seller-requests/export';
import type { ExportList } from './exportList';

/**
 * Every list's export: the declared entities' own (from their declarations), and the custom
 * lists', each declared in its domain's folder. One route each under /exports.
 */
export const exportListsOf = (entities: readonly Entity[]): readonly ExportList[] => [
  ...entities.flatMap((entity) => entity.exports ?? []),
  productExport,
  materialOrderExport,
  vendorOrderExport,
  sellerRequestExport,
  notificationExport,
];
