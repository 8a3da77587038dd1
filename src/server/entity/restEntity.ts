import type { Entity } from './entity';
import { restExport } from './restExport';
import { restRoutes } from './restRoutes';
import type { RestEntitySpec } from './restSpec';

/** A REST entity (see restSpec.ts): served under its contract's base with the roles it declares. */
export const restEntity = (spec: RestEntitySpec): Entity => ({
  base: spec.contract.base,
  access: spec.access,
  routes: restRoutes(spec),
  exports: [restExport(spec)],
});
