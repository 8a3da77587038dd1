import type { z } from 'zod';
import type { Endpoints } from './call';
import { wholeList } from './wholeList';
import { writeCalls } from './writeCalls';

type Row = { id: string };

export interface RecordCallsOptions {
  /** The list's path, under which the others sit: '/equipments'. */
  base: string;
  /** The spec's path of each call under `base`; the categories' '/create', '/update', '/delete' unless given. */
  paths?: { getOne?: string; create: string; update: string; delete: string };
  /** The body field naming the record in getOne and delete: 'equipmentId'; 'id' unless given. */
  idKey?: string;
  list: z.ZodType<{ data: Row[] }>;
  /** `{ data: record }` of getOne. */
  one?: z.ZodType<{ data: Row }>;
  /** `{ message, data: record }` of create, update and delete. */
  written: z.ZodType<{ data: Row }>;
}

/** Spec §7 Categories' paths, which an entity beyond the spec follows too. */
const CONVENTIONAL_PATHS = { create: '/create', update: '/update', delete: '/delete' };

/**
 * The spec's POST-style calls of an entity the API lists whole (spec §7 Equipment, Service
 * providers, Categories): the dialogs send bodies already in the wire shape; update adds the id.
 */
export const recordCalls = ({
  base,
  paths = CONVENTIONAL_PATHS,
  idKey = 'id',
  list,
  one,
  written,
}: RecordCallsOptions): Endpoints => ({
  getList: wholeList(base, list),
  ...(paths.getOne && one
    ? {
        getOne: {
          method: 'POST',
          path: `${base}${paths.getOne}`,
          body: ({ id }) => ({ [idKey]: id }),
          read: (response) => one.parse(response).data,
        },
      }
    : {}),
  ...writeCalls({ base, paths, idKeys: { update: 'id', delete: idKey }, written }),
});
