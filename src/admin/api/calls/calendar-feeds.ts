import type { z } from 'zod';
import {
  CALENDAR_FEEDS_BASE,
  type CalendarFeed,
  type CalendarFeedsQuery,
  type CreatedCalendarFeed,
  calendarFeedListResponseSchema,
  calendarFeedResponseSchema,
  type createCalendarFeedBodySchema,
  createdCalendarFeedResponseSchema,
} from '../../../shared/contract/calendar-feeds';
import type { Call } from './call';

/** GET /calendar-feeds: an equipment's or a provider's feeds, revoked ones included. */
export const calendarFeedsCall: Call<CalendarFeedsQuery, CalendarFeed[]> = {
  method: 'GET',
  path: CALENDAR_FEEDS_BASE,
  query: (query) => ({ ...query }),
  read: (body) => calendarFeedListResponseSchema.parse(body).data,
};

/** POST /calendar-feeds: a new feed, answered with its secret path this once. */
export const createCalendarFeedCall: Call<z.input<typeof createCalendarFeedBodySchema>, CreatedCalendarFeed> = {
  method: 'POST',
  path: CALENDAR_FEEDS_BASE,
  body: (params) => params,
  read: (body) => createdCalendarFeedResponseSchema.parse(body).data,
};

/** POST /calendar-feeds/revoke. */
export const revokeCalendarFeedCall: Call<{ id: string }, CalendarFeed> = {
  method: 'POST',
  path: `${CALENDAR_FEEDS_BASE}/revoke`,
  body: (params) => params,
  read: (body) => calendarFeedResponseSchema.parse(body).data,
};
