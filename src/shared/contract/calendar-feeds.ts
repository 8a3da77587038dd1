import { z } from 'zod';
import { API_BASE_PATH } from '../constants';
import { messages } from '../messages';
import { idSchema, requiredText } from './common';

const m = messages.calendarFeeds;

/** Where the feeds' calls live, under /api/v1 (issue 29 "Calendar feeds"). */
export const CALENDAR_FEEDS_BASE = '/calendar-feeds';

/** What a feed shows: one equipment's rentals, or one service provider's bookings. */
export const CALENDAR_FEED_SUBJECTS = ['equipment', 'service-provider'] as const;
export const calendarFeedSubjectSchema = z.enum(CALENDAR_FEED_SUBJECTS, { error: m.unknownSubject });
export type CalendarFeedSubject = z.infer<typeof calendarFeedSubjectSchema>;

export const MAX_FEED_LABEL = 80;
/** Feeds one equipment or provider may have, revoked ones included: more is a mistake or abuse. */
export const MAX_FEEDS_PER_SUBJECT = 50;
/** Fetches of one feed a minute: calendar apps poll every few minutes; a loop is cut off. */
export const FEED_FETCHES_PER_MINUTE = 30;

/**
 * A feed's secret: 32 random bytes as base64url (256 bits, 43 characters), in the path only.
 * The pattern is the route's and the answer's: any other string is no feed.
 */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The path of a feed's ICS file, under the app's origin: what a calendar app subscribes to. */
export const calendarFeedPath = (token: string) => `${API_BASE_PATH}${CALENDAR_FEEDS_BASE}/${token}.ics`;

const subjectFields = { subject: calendarFeedSubjectSchema, subjectId: idSchema };

/** GET /calendar-feeds?subject=&subjectId=: the feeds of one equipment or provider. */
export const calendarFeedsQuerySchema = z.object(subjectFields);
export type CalendarFeedsQuery = z.infer<typeof calendarFeedsQuerySchema>;

/** POST /calendar-feeds: a new feed; customer names only when asked for. */
export const createCalendarFeedBodySchema = z.object({
  ...subjectFields,
  label: requiredText(m.labelRequired).max(MAX_FEED_LABEL, { error: m.labelTooLong }),
  includeNames: z.boolean({ error: m.includeNamesInvalid }).default(false),
});
export type CreateCalendarFeedBody = z.infer<typeof createCalendarFeedBodySchema>;

/** POST /calendar-feeds/revoke. */
export const revokeCalendarFeedBodySchema = z.object({ id: idSchema });

/** A feed as the admin's list shows it: never its token, which only its creation answer holds. */
export const calendarFeedSchema = z.object({
  id: z.string(),
  ...subjectFields,
  label: z.string(),
  includeNames: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastFetchedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedListResponseSchema = z.object({ data: z.array(calendarFeedSchema) });
export const calendarFeedResponseSchema = z.object({ message: z.string(), data: calendarFeedSchema });
/** The creation's answer: the feed and, this once, the path with its token. */
export const createdCalendarFeedResponseSchema = z.object({
  message: z.string(),
  data: calendarFeedSchema.extend({ path: z.string() }),
});
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedResponseSchema>['data'];

/** GET /calendar-feeds/<token>.ics's path parameter. */
export const calendarFeedParamsSchema = z.object({ token: z.string() });
