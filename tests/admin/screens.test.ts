import { describe, expect, it } from 'vitest';
import { canAccess } from '../../src/admin/common/access';
import { i18nProvider } from '../../src/admin/i18n/i18nProvider';
import { SCREENS } from '../../src/admin/screens';
import { builtRoutesFor, endpoints, menuFor, resourcesFor } from '../../src/admin/screensFor';
import { ROLES } from '../../src/shared/contract/common';

const titles = (entries: ReturnType<typeof menuFor>) =>
  entries.map((entry) => `${i18nProvider.translate(entry.title)} -> ${entry.to}`);

/** Spec §2's admin sidebar in order (plus Vendors), and the vendor's; a screen not built yet is left out. */
const ADMIN_MENU = [
  'Dashboard -> /',
  'Equipments -> /equipments',
  'Materials -> /materials',
  'Categories -> /categories',
  'Service Providers -> /service-provider',
  'Orders -> /material-orders',
  'Rentals -> /equipment-rentals',
  'Bookings -> /service-bookings',
  'Seller Requests -> /seller-requests',
  // Beyond the spec's sidebar: the registry's Vendors screen.
  'Vendors -> /vendors',
  'Send Notifications -> /notifications',
];
const VENDOR_MENU = ['Dashboard -> /', 'Materials -> /materials', 'Orders -> /vendor-orders'];

describe('the screen table (spec §2, §6)', () => {
  it('gives each role its sidebar in the spec order, with the screens built so far', () => {
    const built = (role: 'ADMIN' | 'VENDOR') => builtRoutesFor(role);
    expect(titles(menuFor('ADMIN'))).toEqual(
      ADMIN_MENU.filter((entry) => built('ADMIN').includes(entry.split(' -> ')[1]!)),
    );
    expect(titles(menuFor('VENDOR'))).toEqual(
      VENDOR_MENU.filter((entry) => built('VENDOR').includes(entry.split(' -> ')[1]!)),
    );
    expect(titles(menuFor('ADMIN')).length).toBeGreaterThan(3);
    // Every screen of the vendor's is built.
    expect(titles(menuFor('VENDOR'))).toEqual(VENDOR_MENU);
  });

  it('declares every menu entry of the spec, in order, whether built or not', () => {
    const declared = (role: 'ADMIN' | 'VENDOR') =>
      SCREENS.filter((s) => s.menu && s.roles.includes(role)).map(
        (s) => `${i18nProvider.translate(s.menu!.title)} -> ${s.path}`,
      );
    expect(declared('ADMIN')).toEqual(ADMIN_MENU);
    expect(declared('VENDOR')).toEqual(VENDOR_MENU);
  });

  it('gives other roles and a signed-out visitor nothing', () => {
    for (const role of ['CUSTOMER', undefined, null] as const) {
      expect(menuFor(role)).toEqual([]);
      expect(resourcesFor(role)).toEqual([]);
      expect(builtRoutesFor(role)).toEqual([]);
    }
  });

  it('guards every declared route as declared, and each resource is named for its route', () => {
    for (const screen of SCREENS) {
      for (const role of ROLES)
        expect(canAccess(role, screen.path), `${role} ${screen.path}`).toBe(screen.roles.includes(role));
    }
    for (const role of ROLES) {
      for (const resource of resourcesFor(role)) {
        expect(canAccess(role, `/${resource.name}`)).toBe(true);
        expect(builtRoutesFor(role)).toContain(`/${resource.name}`);
      }
    }
  });

  it('gives the data provider the spec calls of each resource that declares them, by resource name', () => {
    const withCalls = SCREENS.filter((screen) => screen.calls).map((screen) => screen.path.slice(1));
    const subResources = SCREENS.flatMap((screen) => Object.keys(screen.subResources ?? {}));
    expect(Object.keys(endpoints).sort()).toEqual([...withCalls, ...subResources].sort());
    expect(Object.keys(endpoints)).toEqual(
      expect.arrayContaining(['equipments', 'categories', 'service-provider', 'materials', 'product-variants']),
    );
    for (const name of withCalls) expect(endpoints[name]?.getList, name).toBeDefined();
  });

  it('gives a sub-resource no route, menu or <Resource> of its own', () => {
    for (const role of ROLES) {
      for (const name of SCREENS.flatMap((screen) => Object.keys(screen.subResources ?? {}))) {
        expect(resourcesFor(role).map((resource) => resource.name)).not.toContain(name);
        expect(canAccess(role, `/${name}`)).toBe(false);
      }
    }
  });
});
