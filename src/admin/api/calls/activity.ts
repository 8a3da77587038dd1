import {
  type ActivityList,
  type ActivityQuery,
  activityListSchema,
  type History,
  type HistoryQuery,
  historySchema,
  type RestoreBody,
  type RestorePreview,
  restorePreviewSchema,
  restoreResponseSchema,
  type Snapshot,
} from '../../../shared/contract/activity';
import type { Call } from './call';

/** GET /activity: a page of recorded changes, newest first, from the cursor `before`. */
export const activityListCall: Call<ActivityQuery, ActivityList> = {
  method: 'GET',
  path: '/activity',
  query: (query) => ({ ...query }),
  read: (body) => activityListSchema.parse(body),
};

/** GET /activity/export: the same filters' changes as a CSV file (read as a blob by the export button). */
export const ACTIVITY_EXPORT_PATH = '/activity/export';

/** GET /activity/history: one record's versions and the record as it is now. */
export const historyCall: Call<HistoryQuery, History> = {
  method: 'GET',
  path: '/activity/history',
  query: (query) => ({ ...query }),
  read: (body) => historySchema.parse(body),
};

/** POST /activity/restore-preview: what restoring a version would change, or why it cannot (writes nothing). */
export const restorePreviewCall: Call<RestoreBody, RestorePreview> = {
  method: 'POST',
  path: '/activity/restore-preview',
  body: (params) => params,
  read: (body) => restorePreviewSchema.parse(body),
};

/** POST /activity/restore: brings the version's record back to it; answers the record as restored. */
export const restoreCall: Call<RestoreBody, Snapshot> = {
  method: 'POST',
  path: '/activity/restore',
  body: (params) => params,
  read: (body) => restoreResponseSchema.parse(body).data,
};
