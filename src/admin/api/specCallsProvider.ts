import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { Endpoints, EndpointTable, ListCall } from './calls/call';
import { pageLocally } from './clientSideList';
import type { SendCall } from './sendCall';

/**
 * react-admin's methods for the resources of the endpoint table: each becomes the resource's
 * spec call; lists the API gives whole are filtered, sorted and paged here.
 */
export const specCallsProvider = (endpoints: EndpointTable, send: SendCall): DataProvider => {
  const callOf = <Method extends keyof Endpoints>(resource: string, method: Method): NonNullable<Endpoints[Method]> => {
    const call = endpoints[resource]?.[method];
    if (!call) throw new Error(`The API offers no ${method} for ${resource}`);
    return call;
  };

  const list = async (call: ListCall, params: GetListParams): Promise<GetListResult<RaRecord>> => {
    const result = await send(call, params);
    return call.paging === 'server' ? result : { ...result, ...pageLocally(result.data, params) };
  };

  const getOne = (resource: string, id: Identifier) => send(callOf(resource, 'getOne'), { id });

  // react-admin types every method by the record type its caller expects, which a table of
  // runtime calls cannot know; the entries' `read` functions validate the shape instead.
  const records = <R extends RaRecord>(data: RaRecord[]) => data as R[];
  const record = <R extends RaRecord>(data: RaRecord) => data as R;

  return {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
      const { data, ...page } = await list(callOf(resource, 'getList'), params);
      return { ...page, data: records<R>(data) };
    },
    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => ({
      data: record<R>(await send(callOf(resource, 'getOne'), params)),
    }),
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => {
      if (endpoints[resource]?.getOne) {
        return { data: records<R>(await Promise.all(params.ids.map((id) => getOne(resource, id)))) };
      }
      const { data } = await list(callOf(resource, 'getList'), {});
      return { data: records<R>(data.filter(({ id }) => params.ids.includes(id))) };
    },
    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) => {
      const filter = { ...params.filter, [params.target]: params.id };
      const { data, ...page } = await list(callOf(resource, 'getList'), { ...params, filter });
      return { ...page, data: records<R>(data) };
    },
    create: async <R extends Omit<RaRecord, 'id'>, Result extends RaRecord = R & { id: Identifier }>(
      resource: string,
      params: CreateParams,
    ) => ({ data: record<Result>(await send(callOf(resource, 'create'), params)) }),
    update: async <R extends RaRecord>(resource: string, params: UpdateParams) => ({
      data: record<R>(await send(callOf(resource, 'update'), params)),
    }),
    updateMany: async (resource: string, params: UpdateManyParams) => {
      const call = callOf(resource, 'update');
      await Promise.all(params.ids.map((id) => send(call, { id, data: params.data, previousData: {} })));
      return { data: params.ids };
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => ({
      data: record<R>(await send(callOf(resource, 'delete'), params)),
    }),
    deleteMany: async (resource: string, params: DeleteManyParams) => {
      const call = callOf(resource, 'delete');
      await Promise.all(params.ids.map((id) => send(call, { id })));
      return { data: params.ids };
    },
    supportAbortSignal: true,
  };
};
