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

/** A POST-style spec call: its path, the body it sends, and how its answer is read. */
export const postCall = <Params, Result>(
  path: string,
  body: (params: Params) => unknown,
  read: (response: unknown) => Result,
): Call<Params, Result> => ({ method: 'POST', path, body, read });

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
  const read = (response: unknown): Row => written.parse(response).data;
  const post = <Params>(path: string, body: (params: Params) => unknown) => postCall(`${base}${path}`, body, read);
  return {
    create: post(paths.create, ({ data }) => data),
    update: post(paths.update, ({ id, data }) => ({ ...data, [idKeys.update]: id })),
    delete: post(paths.delete, ({ id }) => ({ [idKeys.delete]: id })),
  };
};
