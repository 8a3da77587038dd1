import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'react-admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | undefined>;

/** How one react-admin call becomes one call of spec §7. */
export interface Call<Params, Result> {
  method: HttpMethod;
  /** Relative to /api/v1, e.g. '/equipments/get-equipment'. */
  path: string;
  /** Query string, e.g. 1-based `page` and `limit`, an optional `status`. */
  query?: (params: Params) => QueryParams;
  /** JSON body, e.g. `{ equipmentId }` or a 0-based `pageNumber`. */
  body?: (params: Params) => unknown;
  /** Where the result sits in the response body (`data`, `data.data` ...); validate it here. */
  read: (body: unknown, params: Params) => Result;
}

export interface ListCall extends Call<GetListParams, GetListResult<RaRecord>> {
  /**
   * 'server': the call returns one page (rows plus `total` or `pageInfo`; counters in `meta`).
   * 'client': the call returns the whole list; the dataProvider filters, sorts and pages it.
   */
  paging: 'server' | 'client';
}

/** The spec calls of one resource; a missing one is not offered by the API. */
export interface Endpoints {
  getList?: ListCall;
  getOne?: Call<GetOneParams, RaRecord>;
  create?: Call<CreateParams, RaRecord>;
  update?: Call<UpdateParams, RaRecord>;
  delete?: Call<DeleteParams, RaRecord>;
}

export type EndpointTable = Readonly<Record<string, Endpoints>>;
