import type { GetListParams } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';

/**
 * react-admin pages from 1; spec §7's server-paged calls count from 0 (orders, rentals,
 * bookings) or from 1 (seller requests, products). Endpoint entries name the fields.
 */
export const pageOf = ({ pagination }: GetListParams, firstPage: 0 | 1): { page: number; size: number } => ({
  page: (pagination?.page ?? 1) - 1 + firstPage,
  size: pagination?.perPage ?? DEFAULT_PAGE_SIZE,
});

/** A text filter of the list (e.g. status), absent when empty so no `status=` is sent. */
export const filterText = ({ filter }: GetListParams, name: string): string | undefined => {
  const value: unknown = filter?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};
