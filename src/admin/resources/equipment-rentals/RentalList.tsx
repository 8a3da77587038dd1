import EventNoteIcon from '@mui/icons-material/EventNote';
import { FunctionField, useTranslate } from 'react-admin';
import { RENTAL_UPDATE_STATUSES } from '../../../shared/constants';
import type { RentalDetails as Details, Rental, RentalListResponse } from '../../../shared/contract/equipment-rentals';
import { formatCount, formatRupees } from '../../common/formatters';
import { ImageName } from '../../common/ImageName';
import { ScheduleList } from '../../common/list/ScheduleList';
import { BookedSlotField, CustomerField } from '../../common/list/StatusListFields';
import { statusCards } from '../../common/list/SummaryCards';
import { text } from '../../i18n/text';
import { RentalClashAlert } from './RentalClashAlert';
import { RentalDetails } from './RentalDetails';

const t = text.rental;

/** Spec §2: Total, Pending, Confirmed, Cancelled, from the list answer's counters. */
const CARDS = statusCards<RentalListResponse>(
  { counter: 'allRentalOrders', title: t.totalRentals, icon: <EventNoteIcon /> },
  [
    ['pendingRentalOrders', 'PENDING'],
    ['confirmedRentalOrders', 'CONFIRMED'],
    ['cancelledRentalOrders', 'CANCELLED'],
  ],
);

const details = (rental: Rental) => <RentalDetails rental={rental} />;

/**
 * Spec §2 Equipment Rentals: the cards, the filter (All Status, Pending, Confirmed, Cancelled),
 * the table, 'Showing x to y of total results'; each row's View Details and Update Status
 * (PENDING, CONFIRMED, CANCELLED, spec §4), which warns before confirming an overbooking.
 */
export const RentalList = () => {
  const translate = useTranslate();
  return (
    <ScheduleList<Rental, Details>
      texts={t}
      cards={CARDS}
      statuses={RENTAL_UPDATE_STATUSES}
      details={details}
      clash={RentalClashAlert}
    >
      <FunctionField<Rental>
        label={translate(t.columnEquipment)}
        render={({ equipment }) => <ImageName src={equipment.imageUrl} name={equipment.name} />}
      />
      <CustomerField label={translate(t.columnCustomer)} />
      <BookedSlotField label={translate(t.columnDateTime)} />
      <FunctionField<Rental>
        label={translate(t.columnQuantity)}
        textAlign="right"
        render={({ qty }) => formatCount(qty)}
      />
      <FunctionField<Rental> label={translate(t.columnUnit)} render={({ unitName }) => unitName} />
      <FunctionField<Rental>
        label={translate(t.columnMultiplier)}
        textAlign="right"
        render={({ multiplier }) => formatCount(multiplier)}
      />
      <FunctionField<Rental>
        label={translate(t.columnRate)}
        textAlign="right"
        render={({ equipment }) =>
          translate(t.ratePerUnit, { rate: formatRupees(equipment.dailyRate), unit: equipment.unitName })
        }
      />
    </ScheduleList>
  );
};
