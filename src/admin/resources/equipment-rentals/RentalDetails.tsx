import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RentalDetails as Details, Rental } from '../../../shared/contract/equipment-rentals';
import { CustomerNameMobile } from '../../common/CustomerNameMobile';
import { DetailList, DetailSection } from '../../common/DetailList';
import { formatClock, formatCount, formatDateTime, formatDay, formatRupees } from '../../common/formatters';
import { ImageName } from '../../common/ImageName';
import { idAndStatus } from '../../common/status/statusDetails';
import { text } from '../../i18n/text';
import { HandoverSection } from './HandoverSection';

const t = text.rental;

/**
 * Spec §2 Equipment Rentals details: rental id, status, created date and total, the customer,
 * the equipment, the schedule and the rate breakdown (dailyRate × qty × multiplier, spec §3);
 * once its details come, the handover (issue 29). The dialog adds the clash warning and the status history.
 */
export const RentalDetails = ({ rental, details }: { rental: Rental; details?: Details }) => {
  const translate = useTranslate();
  const { equipment } = rental;
  const rate = translate(t.ratePerUnit, { rate: formatRupees(equipment.dailyRate), unit: equipment.unitName });
  return (
    <>
      <DetailList
        details={[
          ...idAndStatus(rental, { id: translate(t.rentalId), status: translate(t.status) }),
          { label: translate(t.createdAt), value: formatDateTime(rental.createdAt) },
          { label: translate(t.total), value: formatRupees(rental.total) },
          { label: translate(t.customer), value: <CustomerNameMobile user={rental.customer.user} /> },
        ]}
      />
      <DetailSection title={translate(t.equipment)}>
        <ImageName src={equipment.imageUrl} name={equipment.name} size={56}>
          {equipment.description && (
            <Typography variant="caption" color="text.secondary">
              {equipment.description}
            </Typography>
          )}
        </ImageName>
      </DetailSection>
      <DetailSection title={translate(t.schedule)}>
        <DetailList
          details={[
            { label: translate(t.date), value: formatDay(rental.date) },
            { label: translate(t.time), value: formatClock(rental.fromTime) },
          ]}
        />
      </DetailSection>
      <DetailSection title={translate(t.rateBreakdown)} testId="rate-breakdown">
        <DetailList
          details={[
            { label: translate(t.dailyRate), value: rate },
            { label: translate(t.quantity), value: formatCount(rental.qty) },
            { label: translate(t.multiplier), value: formatCount(rental.multiplier) },
            { label: translate(t.unit), value: rental.unitName },
            { label: translate(t.total), value: formatRupees(rental.total) },
          ]}
        />
      </DetailSection>
      {details && <HandoverSection details={details} />}
    </>
  );
};
