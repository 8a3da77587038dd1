import type { ReactNode } from 'react';
import type { TranslateFunction } from 'react-admin';
import type { CalendarDay } from '../../../shared/contract/calendar';
import type { PageInfo } from '../../../shared/contract/statusLists';
import type { CalendarRange } from '../../api/calls/calendars';
import type { Call } from '../../api/calls/call';

/** What a calendar shows of an owner (an equipment, a provider). */
export interface CalendarOwner {
  id: string;
  name: string;
}

/** A record holding an owner on a day, with its held span (YYYY-MM-DDTHH:MM:SS). */
export interface HeldRecord {
  id: string;
  status: string;
  heldFrom: string;
  heldUntil: string;
}

type Row<Owner> = { owner: Owner; days: CalendarDay[] };

/**
 * What a kind's calendar screen declares (issue 29): its resource (whose update dialog confirms a
 * record), texts, calls, what an owner has to hold, and how a day's record is shown and acted on.
 */
export interface CalendarKind<Owner extends CalendarOwner, Rec extends HeldRecord> {
  resource: string;
  title: string;
  legend: string;
  ownerColumn: string;
  calls: {
    timeline: Call<
      CalendarRange & { pageNumber: number; pageSize: number },
      { data: Row<Owner>[]; pageInfo: PageInfo }
    >;
    owner: Call<CalendarRange & { ownerId: string }, Row<Owner>>;
    day: Call<{ ownerId: string; date: string }, Rec[]>;
  };
  capacityOf: (owner: Owner) => number;
  ownerNote: (owner: Owner, translate: TranslateFunction) => string;
  /** The record's line in the day's list (customer, quantity, slot). */
  recordLine: (record: Rec, translate: TranslateFunction) => ReactNode;
  /** The record's actions (View Details, Update Status), rendered in its record context. */
  actions: ReactNode;
}
