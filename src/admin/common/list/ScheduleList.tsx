import EventNoteIcon from '@mui/icons-material/EventNote';
import type { ComponentType, ReactNode } from 'react';
import { FunctionField, type TranslateFunction, useTranslate } from 'react-admin';
import { BookedSlot } from '../BookedSlot';
import { CustomerNameMobile, type CustomerUser } from '../CustomerNameMobile';
import { LinkedRecordDialog } from '../dialogs/LinkedRecordDialog';
import { type DetailsBody, detailsDialog, type RecordDetails } from '../dialogs/RecordDetailsDialog';
import { type CustomerRecord, StatusRowActions, type StatusRowActionsProps } from '../status/StatusRowActions';
import type { KnownStatus } from '../status/statuses';
import { StatusList, type StatusListTexts } from './StatusList';
import { ShortIdField, StatusField } from './StatusListFields';
import { statusCards } from './SummaryCards';

/** A scheduled record's row as its list reads it: a date and a start time besides its status and customer. */
export type ScheduledRecord = CustomerRecord & { customer: { user: CustomerUser }; date: string; fromTime: string };

/** One column of the table: its header's translation key, and what a row shows in it. */
export interface ScheduleColumn<Row> {
  label: string;
  render: (row: Row, translate: TranslateFunction) => ReactNode;
  /** Figures (counts, rupees) sit right. */
  align?: 'right';
}

/** Spec §2 Customer: name and mobile. */
export const customerColumn = <Row extends ScheduledRecord>(label: string): ScheduleColumn<Row> => ({
  label,
  render: (row) => <CustomerNameMobile user={row.customer.user} />,
});

/** Spec §2 Date & Time: the booked day, its start time under it. */
export const slotColumn = <Row extends ScheduledRecord>(label: string): ScheduleColumn<Row> => ({
  label,
  render: (row) => <BookedSlot date={row.date} fromTime={row.fromTime} />,
});

/** What a schedule screen declares; everything else about it is alike for rentals and bookings. */
export interface ScheduleScreen<Row extends ScheduledRecord, Details extends Row & RecordDetails, Counters> {
  /** The resource's group of texts (`text.rental`): the list's, the dialogs', and the id and status columns'. */
  texts: StatusListTexts &
    StatusRowActionsProps<Row, Details>['texts'] & { title: string; columnId: string; columnStatus: string };
  /** Spec §2's cards: the total's counter and title, then a counter a status, in their order. */
  cards: {
    total: keyof Counters & string;
    title: string;
    byStatus: readonly (readonly [counter: keyof Counters & string, status: KnownStatus])[];
  };
  /** The filter's values, which Update Status offers too (spec §4). */
  statuses: readonly KnownStatus[];
  /** The filter's values where it offers more than Update Status (a rental's COMPLETED). */
  filterStatuses?: readonly KnownStatus[];
  /** The details dialog's body. */
  details: DetailsBody<Row, Details>;
  /** The clash warning over the details, in the details and in Update Status while CONFIRMED is chosen. */
  clash: ComponentType<{ details: Details }>;
  /** The columns between the id and the status. */
  columns: readonly ScheduleColumn<Row>[];
  /** Why the server would refuse any change of a row's status (a rental handed over), or null. */
  statusLock?: (row: Row) => string | null;
}

/** A schedule screen's row actions (View Details, Update Status), in its list and in its calendar's days. */
export const ScheduleRowActions = <Row extends ScheduledRecord, Details extends Row & RecordDetails, Counters>({
  screen: { texts, statuses, details, clash, statusLock },
}: {
  screen: ScheduleScreen<Row, Details, Counters>;
}) => (
  <StatusRowActions<Row, Details>
    texts={texts}
    statuses={statuses}
    details={details}
    clash={clash}
    statusLock={statusLock}
  />
);

/**
 * Spec §2 Equipment Rentals and Service Bookings, from what each declares: the cards, the
 * status filter, a table with the short id first and the status badge last, 'Showing x to y
 * of total results', and each row's View Details and Update Status, both warning of a clash
 * (beyond the spec). `Counters` is the list's answer, so a misspelt counter is a type error.
 */
export const ScheduleList = <Row extends ScheduledRecord, Details extends Row & RecordDetails, Counters>({
  screen,
}: {
  screen: ScheduleScreen<Row, Details, Counters>;
}) => {
  const { texts, cards, statuses, filterStatuses = statuses, details, clash, columns } = screen;
  const translate = useTranslate();
  const summary = statusCards<Counters>(
    { counter: cards.total, title: cards.title, icon: <EventNoteIcon /> },
    cards.byStatus,
  );
  return (
    <StatusList
      title={texts.title}
      texts={texts}
      cards={summary}
      statuses={filterStatuses}
      pager="range"
      actions={<ScheduleRowActions screen={screen} />}
      linked={
        <LinkedRecordDialog<Row> dialog={detailsDialog<Row, Details>({ texts, body: details, warning: clash })} />
      }
    >
      <ShortIdField label={translate(texts.columnId)} />
      {columns.map(({ label, render, align }) => (
        <FunctionField<Row>
          key={label}
          label={translate(label)}
          textAlign={align}
          render={(row) => render(row, translate)}
        />
      ))}
      <StatusField label={translate(texts.columnStatus)} />
    </StatusList>
  );
};
