import type { RecordContract } from '../../../shared/contract/recordContract';
import type { Endpoints } from './call';
import { wholeList } from './wholeList';
import { writeCalls } from './writeCalls';

type Row = { id: string };

/**
 * The spec's POST-style calls of an entity the API lists whole (spec §7 Equipment, Service
 * providers, Categories), from its shared contract: the dialogs send bodies already in the wire
 * shape; update adds the id.
 */
export const recordCalls = ({ base, paths, idKey, list, one, written }: RecordContract<Row>): Endpoints => ({
  getList: wholeList(base, list),
  ...(paths.get
    ? {
        getOne: {
          method: 'POST',
          path: `${base}${paths.get}`,
          body: ({ id }) => ({ [idKey]: id }),
          read: (response) => one.parse(response).data,
        },
      }
    : {}),
  ...writeCalls({
    base,
    paths: { create: paths.add, update: paths.update, delete: paths.delete },
    idKeys: { update: 'id', delete: idKey },
    written,
  }),
});
