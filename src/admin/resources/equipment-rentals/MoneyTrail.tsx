import { useTranslate } from 'react-admin';
import type { Handover } from '../../../shared/contract/rental-handovers';
import { DetailList } from '../../common/DetailList';
import { formatPaise } from '../../common/paise';
import { text } from '../../i18n/text';

const t = text.handover;

/** The lateness in the rental's unit: "2 days", or on time. */
export const lateText = (
  charges: NonNullable<Handover['charges']>,
  translate: (key: string, options?: object) => string,
) =>
  charges.lateUnits === 0
    ? translate(t.onTime)
    : translate(charges.lateUnit === 'day' ? t.lateDays : t.lateHours, { smart_count: charges.lateUnits });

/** The whole money trail: the deposit held, the return's charges, what was withheld and refunded. */
export const MoneyTrail = ({ handover }: { handover: Handover }) => {
  const translate = useTranslate();
  const { charges, deposit } = handover;
  return (
    <div data-testid="money-trail">
      <DetailList
        details={[
          { label: translate(t.depositHeld), value: formatPaise(deposit.heldPaise) },
          ...(charges
            ? [
                { label: translate(t.lateUnits), value: lateText(charges, translate) },
                { label: translate(t.lateCharge), value: formatPaise(charges.latePaise) },
                ...(charges.meterUsed === null
                  ? []
                  : [{ label: translate(t.meterCharge), value: formatPaise(charges.meterPaise) }]),
                { label: translate(t.damageAmount), value: formatPaise(charges.damagePaise) },
                { label: translate(t.chargesTotal), value: formatPaise(charges.totalPaise) },
              ]
            : []),
          ...(deposit.withheldPaise === null || deposit.refundedPaise === null
            ? []
            : [
                { label: translate(t.withheld), value: formatPaise(deposit.withheldPaise) },
                { label: translate(t.refunded), value: formatPaise(deposit.refundedPaise) },
                ...(deposit.reason ? [{ label: translate(t.withheldReason), value: deposit.reason }] : []),
              ]),
        ]}
      />
    </div>
  );
};
