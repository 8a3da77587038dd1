import type { z } from 'zod';
import { messageSchema } from '../../../shared/contract/common';
import {
  type createViewBodySchema,
  type DefaultViewBody,
  type SavedView,
  type SavedViewsQuery,
  savedViewListResponseSchema,
  savedViewResponseSchema,
  type UpdateViewBody,
} from '../../../shared/contract/saved-views';
import type { Call } from './call';

const BASE = '/saved-views';

/** GET /saved-views: the list's views the user sees, theirs first. */
export const savedViewsCall: Call<SavedViewsQuery, SavedView[]> = {
  method: 'GET',
  path: BASE,
  query: (query) => ({ ...query }),
  read: (body) => savedViewListResponseSchema.parse(body).data,
};

/** POST /saved-views: the list's current state under a name. */
export const createViewCall: Call<z.input<typeof createViewBodySchema>, SavedView> = {
  method: 'POST',
  path: BASE,
  body: (params) => params,
  read: (body) => savedViewResponseSchema.parse(body).data,
};

/** POST /saved-views/update: the owner's rename, share or new state. */
export const updateViewCall: Call<UpdateViewBody, SavedView> = {
  method: 'POST',
  path: `${BASE}/update`,
  body: (params) => params,
  read: (body) => savedViewResponseSchema.parse(body).data,
};

/** POST /saved-views/delete. */
export const deleteViewCall: Call<{ id: string }, string> = {
  method: 'POST',
  path: `${BASE}/delete`,
  body: (params) => params,
  read: (body) => messageSchema.parse(body).message,
};

/** POST /saved-views/default: the view the list opens with, or none. */
export const defaultViewCall: Call<DefaultViewBody, string> = {
  method: 'POST',
  path: `${BASE}/default`,
  body: (params) => params,
  read: (body) => messageSchema.parse(body).message,
};
