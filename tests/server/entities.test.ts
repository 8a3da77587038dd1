import { describe, expect, it } from 'vitest';
import { declaredAccess } from '../../src/server/auth/guard';
import { entities } from '../../src/server/entities';
import { API_PREFIX } from '../../src/server/paths';
import { withTestApp } from './helper';

/**
 * Every declared entity (src/server/entities.ts) is served under its base, each route with the
 * roles it declares and none wider: so a new entity is guarded, and covered by the route matrix
 * (route-matrix.test.ts plans a record entity's calls from its declaration), with no test edited.
 */
const t = withTestApp({ users: ['admin'] });

const routesUnder = (base: string) =>
  declaredAccess(t.app).filter(
    (route) => route.url === `${API_PREFIX}${base}` || route.url.startsWith(`${API_PREFIX}${base}/`),
  );

describe('every declared entity', () => {
  it('has a base of its own', () => {
    const bases = entities.map((entity) => entity.base);
    expect(new Set(bases).size).toBe(bases.length);
  });

  it.each(entities.map((entity) => [entity.base, entity] as const))(
    '%s: every route under its base lets in its managers, and only its readers besides',
    (base, entity) => {
      const routes = routesUnder(base);
      expect(routes.length).toBeGreaterThan(0);
      const readers = [...entity.access.manage, ...(entity.access.read ?? [])];
      for (const route of routes) {
        expect(Array.isArray(route.access), `${route.method} ${route.url}`).toBe(true);
        const roles = route.access as readonly string[];
        expect(roles, `${route.method} ${route.url}`).toEqual(expect.arrayContaining([...entity.access.manage]));
        expect(readers, `${route.method} ${route.url}`).toEqual(expect.arrayContaining([...roles]));
      }
    },
  );

  it.each(entities.flatMap((entity) => (entity.example ? [[entity.base, entity.example] as const] : [])))(
    '%s: its sample is a valid add body, and a record inserted from it is read back by its get or list',
    async (base, example) => {
      const id = await example.insert(t.database.db, example.sample(1));
      const { paths, idKey } = example.contract;
      const res = paths.get
        ? await t.admin.post(`${API_PREFIX}${base}${paths.get}`, { [idKey]: id })
        : await t.admin.get(`${API_PREFIX}${base}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(id);
    },
  );
});
