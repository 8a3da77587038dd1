import { describe, expect, it } from 'vitest';
import { menuFor } from '../../../src/admin/layout/menu/menuEntries';
import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';

const titles = (entries: ReturnType<typeof menuFor>) =>
  entries.map((entry) => `${i18nProvider.translate(entry.title)} -> ${entry.to}`);

const everyRoute = [
  '/',
  '/equipments',
  '/materials',
  '/categories',
  '/service-provider',
  '/material-orders',
  '/equipment-rentals',
  '/service-bookings',
  '/seller-requests',
  '/notifications',
  '/vendor-orders',
];

describe('the menu table (spec §2)', () => {
  it('gives the admin sidebar in the spec order once every screen is built', () => {
    expect(titles(menuFor('ADMIN', everyRoute))).toEqual([
      'Dashboard -> /',
      'Equipments -> /equipments',
      'Materials -> /materials',
      'Categories -> /categories',
      'Service Providers -> /service-provider',
      'Orders -> /material-orders',
      'Rentals -> /equipment-rentals',
      'Bookings -> /service-bookings',
      'Seller Requests -> /seller-requests',
      'Send Notifications -> /notifications',
    ]);
  });

  it('gives the vendor Dashboard, Materials and Orders', () => {
    expect(titles(menuFor('VENDOR', everyRoute))).toEqual(['Dashboard -> /', 'Materials -> /materials', 'Orders -> /vendor-orders']);
  });

  it('leaves out screens that are not built, and gives other roles nothing', () => {
    expect(titles(menuFor('ADMIN', ['/', '/categories']))).toEqual(['Dashboard -> /', 'Categories -> /categories']);
    expect(menuFor('CUSTOMER', everyRoute)).toEqual([]);
    expect(menuFor(undefined, everyRoute)).toEqual([]);
  });
});
