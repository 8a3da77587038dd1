/**
 * The rows of `npm run bench`'s table: every list call of spec §7 that exists and both
 * dashboards, each as the role that uses it. A new list adds its row here.
 */
export interface BenchRow {
  name: string;
  as: 'admin' | 'vendor';
  method: 'GET' | 'POST';
  /** Under /api/v1. */
  path: string;
  body?: unknown;
}

const firstPage = { pageNumber: 0, pageSize: 10 };

export const benchRows: readonly BenchRow[] = [
  { name: 'vendor dashboard', as: 'vendor', method: 'GET', path: '/dashboard/vendor-dashboard' },
  { name: 'admin dashboard', as: 'admin', method: 'GET', path: '/dashboard/admin-dashboard' },
  { name: 'equipment', as: 'admin', method: 'GET', path: '/equipments' },
  { name: 'service providers', as: 'admin', method: 'GET', path: '/service-providers' },
  { name: 'categories', as: 'admin', method: 'GET', path: '/categories' },
  {
    name: 'materials, vendor, page 1',
    as: 'vendor',
    method: 'GET',
    path: '/products/get-vendor-products?pageNumber=1&pageSize=10',
  },
  {
    name: 'materials, admin, page 1',
    as: 'admin',
    method: 'GET',
    path: '/products/get-vendor-products?pageNumber=1&pageSize=10',
  },
  { name: 'material orders, first page', as: 'admin', method: 'POST', path: '/order/all-orders', body: firstPage },
  {
    name: 'vendor orders, first page',
    as: 'vendor',
    method: 'POST',
    path: '/order/all-vendor-orders',
    body: firstPage,
  },
  {
    name: 'equipment rentals, first page',
    as: 'admin',
    method: 'POST',
    path: '/equipment-rentals/get-all-rental-orders',
    body: firstPage,
  },
  {
    name: 'service bookings, first page',
    as: 'admin',
    method: 'POST',
    path: '/service-bookings/all-booked-services',
    body: firstPage,
  },
  { name: 'notifications', as: 'admin', method: 'GET', path: '/admin-notifications' },
  { name: 'seller requests, page 1', as: 'admin', method: 'GET', path: '/seller-requests?page=1&limit=10' },
];
