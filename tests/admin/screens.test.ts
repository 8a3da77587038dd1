import { describe, expect, it } from 'vitest';
import { canAccess, resolveScreen } from '../../src/admin/common/access';
import { SCREENS } from '../../src/admin/screens';
import { builtRoutesFor, endpoints, menuFor, resourcesFor } from '../../src/admin/screensFor';
import { ROLES } from '../../src/shared/contract/common';
import { declaredMenu } from './helpers/declaredMenus';
import { SIDEBAR_ROLES, SPEC_ROUTES, SPEC_SIDEBARS, specEntriesOf } from './helpers/specScreens';

// Every expectation comes from the screen table or the spec: a screen added to SCREENS is covered
// here without editing this file.
describe('the screen table (spec §2, §6)', () => {
  it.each(SIDEBAR_ROLES)("gives %s spec §2's sidebar, in order, among its entries", (role) => {
    expect(specEntriesOf(declaredMenu(role), SPEC_SIDEBARS[role])).toEqual(SPEC_SIDEBARS[role]);
  });

  it.each(ROLES)(
    "gives %s a menu of exactly the built screens declared for it with an entry, in the table's order",
    (role) => {
      const declared = SCREENS.filter((screen) => screen.roles.includes(role) && screen.views && screen.menu);
      expect(menuFor(role).map((entry) => entry.to)).toEqual(declared.map((screen) => screen.path));
    },
  );

  it('declares every route of spec §2 with the roles of spec §6', () => {
    for (const [path, roles] of SPEC_ROUTES) {
      const screen = SCREENS.find((declared) => declared.path === path);
      expect(screen?.roles.toSorted(), path).toEqual(roles.toSorted());
    }
  });

  it('declares each route once, open to some role and to known roles only', () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const screen of SCREENS) {
      expect(screen.roles.length, `${screen.path} has no role`).toBeGreaterThan(0);
      for (const role of screen.roles) expect(ROLES, screen.path).toContain(role);
    }
  });

  it('gives other roles and a signed-out visitor nothing', () => {
    for (const role of ['CUSTOMER', undefined, null] as const) {
      expect(menuFor(role)).toEqual([]);
      expect(resourcesFor(role)).toEqual([]);
      expect(builtRoutesFor(role)).toEqual([]);
    }
  });

  it('guards every declared route as declared, and names each resource for its route', () => {
    for (const screen of SCREENS) {
      for (const role of ROLES) {
        const allowed = screen.roles.includes(role);
        expect(canAccess(role, screen.path), `${role} ${screen.path}`).toBe(allowed);
        expect(resolveScreen(screen.path, { role, mustChangePassword: false }), `${role} ${screen.path}`).toBe(
          allowed ? (screen.views ? 'show' : 'not-found') : 'unauthorized',
        );
        expect(resolveScreen(screen.path, null), screen.path).toBe('login');
      }
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
