import {
  type BulkEquipmentStatusBody,
  type BulkOrderStatusBody,
  type BulkResult,
  type BulkVariantsBody,
  bulkResultSchema,
  type Sent,
  type VariantPreview,
  variantPreviewSchema,
} from '../../../shared/contract/bulk';
import type { Call } from './call';

const post = <Body, Result>(path: string, read: (body: unknown) => Result): Call<Body, Result> => ({
  method: 'POST',
  path: `/bulk${path}`,
  body: (body) => body,
  read,
});
const result = (body: unknown) => bulkResultSchema.parse(body);

/** Issue 28's bulk actions: each takes the selected ids or the list's filter, and answers what it changed and refused. */
export const bulkOrderStatusCall = post<Sent<BulkOrderStatusBody>, BulkResult>('/order-status', result);
export const bulkVariantsCall = post<Sent<BulkVariantsBody>, BulkResult>('/variants', result);
export const bulkVariantsPreviewCall = post<Sent<BulkVariantsBody>, VariantPreview>('/variants-preview', (body) =>
  variantPreviewSchema.parse(body),
);
export const bulkEquipmentStatusCall = post<Sent<BulkEquipmentStatusBody>, BulkResult>('/equipment-status', result);
