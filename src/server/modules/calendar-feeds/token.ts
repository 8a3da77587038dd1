import { createHash, randomBytes } from 'node:crypto';
import { FEED_TOKEN_PATTERN } from '../../../shared/contract/calendar-feeds';

/** A new feed's secret: 256 random bits as base64url (43 characters, FEED_TOKEN_PATTERN). */
export const newFeedToken = (): string => randomBytes(32).toString('base64url');

/**
 * What the database keeps of a token, and what a fetch looks the feed up by: its SHA-256 in hex.
 * A plain hash suffices (no salt, no slow hash): the token is 256 random bits, not a password.
 */
export const feedTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether a path's token could be one we issued; anything else is answered 404 without a query. */
export const isFeedToken = (token: string): boolean => FEED_TOKEN_PATTERN.test(token);
