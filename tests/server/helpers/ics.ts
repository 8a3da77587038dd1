import ICAL from 'ical.js';

/** One VEVENT as a calendar app reads it (ical.js: unfolded, unescaped, times as instants). */
export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  status: string;
  start: Date;
  end: Date;
  stamp: Date;
  sequence: number;
}

export interface ParsedCalendar {
  name: string;
  events: ParsedEvent[];
}

const textOf = (component: ICAL.Component, name: string) => String(component.getFirstPropertyValue(name) ?? '');
const timeOf = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  if (!(value instanceof ICAL.Time)) throw new Error(`${name} is not a date-time`);
  return value.toJSDate();
};

/**
 * A TEXT value unescaped (RFC 5545 §3.3.11), for the calendar's name: ical.js types neither NAME
 * (RFC 7986) nor X-WR-CALNAME, so it hands them over as written.
 */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** Parses an ICS text with ical.js (which throws on what it cannot read). */
export function parseFeed(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: unescapeText(textOf(calendar, 'x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((event) => ({
      uid: textOf(event, 'uid'),
      summary: textOf(event, 'summary'),
      description: textOf(event, 'description'),
      status: textOf(event, 'status'),
      start: timeOf(event, 'dtstart'),
      end: timeOf(event, 'dtend'),
      stamp: timeOf(event, 'dtstamp'),
      sequence: Number(event.getFirstPropertyValue('sequence')),
    })),
  };
}

/** The UTC instant of a wall-clock time in Asia/Kolkata (UTC+05:30 all year). */
export const kolkata = (date: string, time: string) => new Date(`${date}T${time}+05:30`);

/** The Asia/Kolkata calendar date `days` from now, as YYYY-MM-DD. */
export const kolkataDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
