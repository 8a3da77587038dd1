import { RENTAL_STATUSES, RENTAL_UPDATE_STATUSES } from '../../../shared/constants';
import type { RentalDetails as Details, Rental, RentalListResponse } from '../../../shared/contract/equipment-rentals';
import { statusLockOf } from '../../../shared/contract/rental-handovers';
import { formatCount, formatRupees } from '../../common/formatters';
import { ImageName } from '../../common/ImageName';
import { customerColumn, ScheduleList, type ScheduleScreen, slotColumn } from '../../common/list/ScheduleList';
import { text } from '../../i18n/text';
import { RentalClashAlert } from './RentalClashAlert';
import { RentalDetails } from './RentalDetails';

const t = text.rental;

/**
 * Spec §2 Equipment Rentals: the cards (Total, Pending, Confirmed, Cancelled, and beyond the spec
 * Completed), the filter (All Status, Pending, Confirmed, Cancelled, and Completed), the table, 'Showing x to y of total results'; each
 * row's View Details and Update Status (PENDING, CONFIRMED, CANCELLED, spec §4), which warns
 * before confirming an overbooking, disabled (with the reason) once the rental is handed over:
 * its status then follows the handover (issue 29, the server's own rule).
 */
export const RENTALS: ScheduleScreen<Rental, Details, RentalListResponse> = {
  texts: t,
  cards: {
    total: 'allRentalOrders',
    title: t.totalRentals,
    byStatus: [
      ['pendingRentalOrders', 'PENDING'],
      ['confirmedRentalOrders', 'CONFIRMED'],
      ['cancelledRentalOrders', 'CANCELLED'],
      ['completedRentalOrders', 'COMPLETED'],
    ],
  },
  statuses: RENTAL_UPDATE_STATUSES,
  filterStatuses: RENTAL_STATUSES,
  details: (rental, details) => <RentalDetails rental={rental} details={details} />,
  clash: RentalClashAlert,
  statusLock: (rental) => statusLockOf(rental.handoverStage),
  columns: [
    {
      label: t.columnEquipment,
      render: ({ equipment }) => <ImageName src={equipment.imageUrl} name={equipment.name} />,
    },
    customerColumn(t.columnCustomer),
    slotColumn(t.columnDateTime),
    { label: t.columnQuantity, align: 'right', render: ({ qty }) => formatCount(qty) },
    { label: t.columnUnit, render: ({ unitName }) => unitName },
    { label: t.columnMultiplier, align: 'right', render: ({ multiplier }) => formatCount(multiplier) },
    {
      label: t.columnRate,
      align: 'right',
      render: ({ equipment }, translate) =>
        translate(t.ratePerUnit, { rate: formatRupees(equipment.dailyRate), unit: equipment.unitName }),
    },
  ],
};

export const RentalList = () => <ScheduleList screen={RENTALS} />;
