import type { z } from 'zod';
import type { Call, Endpoints } from './call';

type Row = { id: string };

export interface WriteCallsOptions {
  /** The path under which the calls sit: '/equipments'. */
  base: string;
  /** The spec's path of each call under `base`: '/add-equipment' ... */
  paths: { create: string; update: string; delete: string };
  /** The body field naming the record: update adds it to the form's body ('id'), delete sends it alone. */
  idKeys: { update: string; delete: string };
  /** `{ message, data: record }` of create, update and delete. */
  written: z.ZodType<{ data: Row }>;
}

/**
 * The spec's POST-style create / update / delete of one kind of record: the dialogs send
 * bodies already in the wire shape; update adds the record's id under its key.
 */
export const writeCalls = ({
  base,
  paths,
  idKeys,
  written,
}: WriteCallsOptions): Required<Pick<Endpoints, 'create' | 'update' | 'delete'>> => {
  const post = <Params>(path: string, body: (params: Params) => unknown): Call<Params, Row> => ({
    method: 'POST',
    path: `${base}${path}`,
    body,
    read: (response) => written.parse(response).data,
  });
  return {
    create: post(paths.create, ({ data }) => data),
    update: post(paths.update, ({ id, data }) => ({ ...data, [idKeys.update]: id })),
    delete: post(paths.delete, ({ id }) => ({ [idKeys.delete]: id })),
  };
};
