import type { ComponentType, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DetailsBody, RecordDetails } from '../dialogs/RecordDetailsDialog';
import { type CustomerRecord, StatusRowActions, type StatusRowActionsProps } from '../status/StatusRowActions';
import type { KnownStatus } from '../status/statuses';
import { StatusList, type StatusListTexts } from './StatusList';
import { ShortIdField, StatusField } from './StatusListFields';
import type { SummaryCard } from './SummaryCards';

/** A scheduled record's row as its list reads it: a date and a start time besides its status and customer. */
export type ScheduledRecord = CustomerRecord & { date: string; fromTime: string };

export interface ScheduleListProps<Row extends ScheduledRecord, Details extends Row & RecordDetails> {
  /** The resource's group of texts (`text.rental`): the list's, the dialogs', and the id and status columns'. */
  texts: StatusListTexts &
    StatusRowActionsProps<Row, Details>['texts'] & { title: string; columnId: string; columnStatus: string };
  cards: readonly SummaryCard[];
  /** The filter's values, which Update Status offers too (spec §4). */
  statuses: readonly KnownStatus[];
  /** The details dialog's body. */
  details: DetailsBody<Row, Details>;
  /** The clash warning over the details, in the details and in Update Status while CONFIRMED is chosen. */
  clash: ComponentType<{ details: Details }>;
  /** The columns between the id and the status. */
  children: ReactNode;
}

/**
 * Spec §2 Equipment Rentals and Service Bookings: a status list with 'Showing x to y of total
 * results', the short id first, the status badge last, and each row's View Details and Update
 * Status, both warning of a clash (beyond the spec).
 */
export const ScheduleList = <Row extends ScheduledRecord, Details extends Row & RecordDetails>({
  texts,
  cards,
  statuses,
  details,
  clash,
  children,
}: ScheduleListProps<Row, Details>) => {
  const translate = useTranslate();
  return (
    <StatusList
      title={texts.title}
      texts={texts}
      cards={cards}
      statuses={statuses}
      pager="range"
      actions={<StatusRowActions<Row, Details> texts={texts} statuses={statuses} details={details} clash={clash} />}
    >
      <ShortIdField label={translate(texts.columnId)} />
      {children}
      <StatusField label={translate(texts.columnStatus)} />
    </StatusList>
  );
};
