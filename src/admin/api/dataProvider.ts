import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import simpleRestProvider from 'ra-data-simple-rest';
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
import { vendorDashboardResponseSchema, type VendorDashboard } from '../../shared/contract/dashboard';
import { messages } from '../../shared/messages';
import { axiosFetchJson } from './axiosFetchJson';
import { deleteImageCall, uploadImageCall } from './calls/files';
import { pageLocally } from './clientSideList';
import type { Call, EndpointTable, Endpoints, ListCall } from './endpoints';
import { toHttpError } from './errors';

/** react-admin's DataProvider plus the calls that belong to no resource. */
export interface AppDataProvider extends DataProvider {
  getVendorDashboard(): Promise<VendorDashboard>;
  /** Stores an image (spec §7 Files); `onProgress` gets the percentage sent so far. */
  uploadImage(file: File, onProgress?: (percent: number) => void): Promise<{ url: string }>;
  /** Deletes an image this server stored, by the URL upload returned. */
  deleteImage(url: string): Promise<void>;
}

export interface DataProviderOptions {
  http: AxiosInstance;
  endpoints: EndpointTable;
}

const vendorDashboardCall: Call<void, VendorDashboard> = {
  method: 'GET',
  path: '/dashboard/vendor-dashboard',
  read: (body) => vendorDashboardResponseSchema.parse(body).data,
};

const signalOf = (params: unknown): AbortSignal | undefined => {
  const signal: unknown = params !== null && typeof params === 'object' ? Reflect.get(params, 'signal') : undefined;
  return signal instanceof AbortSignal ? signal : undefined;
};

/**
 * The endpoint table's resources go through their spec calls; every other resource falls
 * through to ra-data-simple-rest. Both use the one axios instance.
 */
export const createDataProvider = ({ http, endpoints }: DataProviderOptions): AppDataProvider => {
  const simpleRest = simpleRestProvider('', axiosFetchJson(http));

  const send = async <Params, Result>(
    call: Call<Params, Result>,
    params: Params,
    options: Pick<AxiosRequestConfig, 'onUploadProgress'> = {},
  ): Promise<Result> => {
    let body: unknown;
    try {
      ({ data: body } = await http.request({
        method: call.method,
        url: call.path,
        params: call.query?.(params),
        data: call.body?.(params),
        signal: signalOf(params),
        ...options,
      }));
    } catch (error) {
      throw toHttpError(error);
    }
    try {
      return call.read(body, params);
    } catch (error) {
      // A body that fails its schema is a contract break, not something to show field by field.
      throw new Error(messages.general.unexpectedResponse, { cause: error });
    }
  };

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

  const inTable = (resource: string) => resource in endpoints;

  // react-admin types every method by the record type its caller expects, which a table of
  // runtime calls cannot know; the entries' `read` functions validate the shape instead.
  const records = <R extends RaRecord>(data: RaRecord[]) => data as R[];
  const record = <R extends RaRecord>(data: RaRecord) => data as R;

  const provider: DataProvider = {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
      if (!inTable(resource)) return simpleRest.getList<R>(resource, params);
      const { data, ...page } = await list(callOf(resource, 'getList'), params);
      return { ...page, data: records<R>(data) };
    },

    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>) =>
      inTable(resource)
        ? { data: record<R>(await send(callOf(resource, 'getOne'), params)) }
        : simpleRest.getOne<R>(resource, params),

    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => {
      if (!inTable(resource)) return simpleRest.getMany<R>(resource, params);
      if (endpoints[resource]?.getOne) {
        return { data: records<R>(await Promise.all(params.ids.map((id) => getOne(resource, id)))) };
      }
      const { data } = await list(callOf(resource, 'getList'), {});
      return { data: records<R>(data.filter(({ id }) => params.ids.includes(id))) };
    },

    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) => {
      if (!inTable(resource)) return simpleRest.getManyReference<R>(resource, params);
      const filter = { ...params.filter, [params.target]: params.id };
      const { data, ...page } = await list(callOf(resource, 'getList'), { ...params, filter });
      return { ...page, data: records<R>(data) };
    },

    create: async <R extends Omit<RaRecord, 'id'>, Result extends RaRecord = R & { id: Identifier }>(
      resource: string,
      params: CreateParams,
    ) =>
      inTable(resource)
        ? { data: record<Result>(await send(callOf(resource, 'create'), params)) }
        : simpleRest.create<R, Result>(resource, params),

    update: async <R extends RaRecord>(resource: string, params: UpdateParams) =>
      inTable(resource)
        ? { data: record<R>(await send(callOf(resource, 'update'), params)) }
        : simpleRest.update<R>(resource, params),

    updateMany: async (resource: string, params: UpdateManyParams) => {
      if (!inTable(resource)) return simpleRest.updateMany(resource, params);
      const call = callOf(resource, 'update');
      await Promise.all(params.ids.map((id) => send(call, { id, data: params.data, previousData: {} })));
      return { data: params.ids };
    },

    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) =>
      inTable(resource)
        ? { data: record<R>(await send(callOf(resource, 'delete'), params)) }
        : simpleRest.delete<R>(resource, params),

    deleteMany: async (resource: string, params: DeleteManyParams) => {
      if (!inTable(resource)) return simpleRest.deleteMany(resource, params);
      const call = callOf(resource, 'delete');
      await Promise.all(params.ids.map((id) => send(call, { id })));
      return { data: params.ids };
    },

    supportAbortSignal: true,
  };

  return {
    ...provider,
    getVendorDashboard: () => send(vendorDashboardCall, undefined),
    uploadImage: (file, onProgress) =>
      send(uploadImageCall, file, {
        onUploadProgress: ({ progress }) => {
          if (progress !== undefined) onProgress?.(Math.round(progress * 100));
        },
      }),
    deleteImage: (url) => send(deleteImageCall, { fileName: url }),
  };
};
