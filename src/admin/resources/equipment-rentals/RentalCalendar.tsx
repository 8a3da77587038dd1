import {
  type RentalCalendarDay,
  type RentalCalendarRow,
  rentalCalendarContract,
} from '../../../shared/contract/equipment-rentals';
import { calendarCalls } from '../../api/calls/calendars';
import { CalendarScreen } from '../../common/calendar/CalendarScreen';
import type { CalendarKind } from '../../common/calendar/kind';
import { formatCount } from '../../common/formatters';
import { ScheduleRowActions } from '../../common/list/ScheduleList';
import { text } from '../../i18n/text';
import { RENTALS } from './RentalList';

const calls = calendarCalls('/equipment-rentals', rentalCalendarContract);

/** Issue 29: the rentals' calendar, equipments as rows, units held against their stock. */
const RENTAL_CALENDAR = {
  resource: 'equipment-rentals',
  title: text.calendar.rentalsTitle,
  legend: text.calendar.legend,
  ownerColumn: text.calendar.ownerColumn,
  calls,
  capacityOf: (equipment) => equipment.stock,
  ownerNote: (equipment, translate) =>
    `${translate(text.calendar.stock, { stock: formatCount(equipment.stock) })} · ${translate(text.calendar.turnaround, { smart_count: equipment.turnaroundDays })}`,
  recordLine: (rental, translate) =>
    `${rental.customer.user.name} · ${translate(text.rental.quantity)} ${formatCount(rental.qty)}`,
  actions: <ScheduleRowActions screen={RENTALS} />,
} satisfies CalendarKind<RentalCalendarRow['owner'], RentalCalendarDay['data'][number]>;

export const RentalCalendar = () => <CalendarScreen kind={RENTAL_CALENDAR} />;
