import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_END,
  calendarHead,
  escapeText,
  eventsText,
  foldLine,
  type IcsEvent,
} from '../../src/server/modules/calendar-feeds/ics';
import { parseFeed } from './helpers/ics';

/** The feeds' RFC 5545 writer, read back by ical.js: whatever the text, a calendar app reads what was meant. */

const event = (summary: string, description: string): IcsEvent => ({
  uid: 'rental-1@example',
  start: new Date('2026-12-01T03:30:00Z'),
  end: new Date('2026-12-02T03:30:00Z'),
  stamp: new Date('2026-11-20T10:00:00.400Z'),
  sequence: 2,
  summary,
  description,
  status: 'CONFIRMED',
});

/** A whole calendar of these events, as a feed writes it. */
const writeCalendar = (events: IcsEvent[]) =>
  calendarHead({ name: 'N', refreshMinutes: 15 }) + eventsText(events) + CALENDAR_END;

/** What TEXT can carry: line breaks as `\n`, and no other control character but the tab. */
const carried = (text: string) =>
  Array.from(text.replace(/\r\n|\r/g, '\n'))
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code === 0x09 || code === 0x0a || (code >= 0x20 && code !== 0x7f);
    })
    .join('');

describe('the ICS writer', () => {
  it('escapes and folds any text so that ical.js reads it back, in lines of at most 75 octets', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 120 }),
        fc.string({ unit: 'binary', maxLength: 300 }),
        (summary, description) => {
          const text = writeCalendar([event(summary, description)]);
          for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
          const [parsed] = parseFeed(text).events;
          expect(parsed?.summary).toBe(carried(summary));
          expect(parsed?.description).toBe(carried(description));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes the times in UTC to the second, with the sequence and status', () => {
    const text = writeCalendar([event('S', 'D')]);
    expect(text).toContain('\r\nDTSTART:20261201T033000Z\r\n');
    expect(text).toContain('\r\nDTEND:20261202T033000Z\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261120T100000Z\r\n');
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n');
    const [parsed] = parseFeed(text).events;
    expect(parsed).toMatchObject({ sequence: 2, status: 'CONFIRMED', uid: 'rental-1@example' });
    expect(parsed?.start).toEqual(new Date('2026-12-01T03:30:00Z'));
  });

  it('escapes backslash, semicolon, comma and line breaks, and never splits a character when folding', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const line = `SUMMARY:${'ॐ'.repeat(30)}😀${'é'.repeat(30)}`;
    const folded = foldLine(line);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    for (const piece of folded.split('\r\n')) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });
});
