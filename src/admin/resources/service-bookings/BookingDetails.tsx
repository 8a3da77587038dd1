import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Booking } from '../../../shared/contract/service-bookings';
import { DetailList, DetailSection } from '../../common/DetailList';
import { formatClock, formatCount, formatDateTime, formatDay, formatRupees } from '../../common/formatters';
import { ImageName } from '../../common/ImageName';
import { idAndStatus } from '../../common/status/statusDetails';
import { text } from '../../i18n/text';
import { rateText, specialityText } from '../service-providers/serviceProviderText';
import { totalText } from './bookingText';

const t = text.booking;

/**
 * Spec §2 Service Bookings View Details: the booking, its provider, its customer and the cost
 * breakdown (base rate, multiplier, service unit, effective rate = rate × multiplier, total);
 * the dialog adds the clash warning and the status history.
 */
export const BookingDetails = ({ booking }: { booking: Booking }) => {
  const translate = useTranslate();
  const provider = booking.serviceProvider;
  const rate = provider.RatePerHour;
  return (
    <>
      <DetailList
        details={[
          ...idAndStatus(booking, { id: translate(t.bookingId), status: translate(t.status) }),
          { label: translate(t.serviceDate), value: formatDay(booking.date) },
          { label: translate(t.totalCost), value: totalText(booking, translate) },
          { label: translate(t.scheduledTime), value: formatClock(booking.fromTime) },
          { label: translate(t.bookedOn), value: formatDateTime(booking.createdAt) },
        ]}
      />
      <DetailSection title={translate(t.provider)} testId="booking-provider">
        <Stack spacing={1.5}>
          <ImageName src={provider.imageUrl} name={provider.name} size={56} />
          <DetailList
            details={[
              { label: translate(t.speciality), value: specialityText(provider, translate) },
              { label: translate(t.contact), value: provider.contact ?? translate(text.serviceProvider.noContact) },
              { label: translate(t.ratePerUnit), value: rateText(provider, translate) },
            ]}
          />
        </Stack>
      </DetailSection>
      <DetailSection title={translate(t.customer)} testId="booking-customer">
        <DetailList
          details={[
            { label: translate(t.customerName), value: booking.customer.user.name },
            { label: translate(t.customerMobile), value: booking.customer.user.mobile ?? translate(t.noMobile) },
          ]}
        />
      </DetailSection>
      <DetailSection title={translate(t.costBreakdown)} testId="cost-breakdown">
        <DetailList
          details={[
            {
              label: translate(t.baseRate),
              value: rate === null ? translate(text.serviceProvider.rateNotSet) : formatRupees(rate),
            },
            { label: translate(t.multiplierLabel), value: formatCount(booking.multiplier) },
            { label: translate(t.serviceUnit), value: booking.unitName },
            {
              label: translate(t.effectiveRate),
              // Spec §3: the rate × multiplier is the booking's total, as the API computes it.
              value: booking.total === null ? translate(t.notPriced) : formatRupees(booking.total),
            },
            { label: translate(t.total), value: totalText(booking, translate) },
          ]}
        />
      </DetailSection>
    </>
  );
};
