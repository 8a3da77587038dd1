import type { CrudEntity } from './crud/entity';

/**
 * Entities beyond spec §7 served generically (src/server/crud). Every entity of the spec has its
 * own module under modules/ with the spec's POST-style calls instead, so this starts empty.
 */
export const registry: readonly CrudEntity[] = [];
