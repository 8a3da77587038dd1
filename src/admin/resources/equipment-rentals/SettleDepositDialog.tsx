import { RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { settleCall } from '../../api/calls/rental-handovers';
import { useSpecCall } from '../../api/useSpecCall';
import { FormDialog } from '../../common/dialogs/FormDialog';
import { formatPaise, paiseOfRupees } from '../../common/paise';
import { text } from '../../i18n/text';

const t = text.handover;

interface SettleValues {
  outcome: 'refund' | 'withhold';
  amount: string | null;
  reason: string | null;
}

/** The amount and reason, asked only when part is withheld. */
const WithheldInputs = () => {
  const translate = useTranslate();
  const outcome = useWatch({ name: 'outcome' }) as SettleValues['outcome'];
  if (outcome !== 'withhold') return null;
  return (
    <>
      <TextInput source="amount" label={translate(t.amountWithheld)} inputMode="decimal" isRequired />
      <TextInput source="reason" label={translate(t.withheldReason)} multiline minRows={2} isRequired />
    </>
  );
};

/** Settle deposit (issue 29): refund it whole, or withhold part (₹, with a reason) and refund the rest. */
export const SettleDepositDialog = ({
  rentalId,
  heldPaise,
  open,
  onClose,
}: {
  rentalId: string;
  heldPaise: number;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const settle = useSpecCall(settleCall);
  const validate = (values: SettleValues) => {
    if (values.outcome !== 'withhold') return {};
    const paise = paiseOfRupees(values.amount);
    return {
      ...(paise === null ? { amount: t.rupeesInvalid } : {}),
      ...(paise === 0 || (paise !== null && paise > heldPaise) ? { amount: t.withheldRange } : {}),
      ...(values.reason?.trim() ? {} : { reason: t.reasonRequired }),
    };
  };
  const submit = async (values: SettleValues) => {
    const withholding = values.outcome === 'withhold';
    try {
      await settle.mutateAsync({
        rentalId,
        withheldPaise: withholding ? (paiseOfRupees(values.amount) ?? 0) : 0,
        reason: withholding ? values.reason : null,
      });
      toast.success(translate(t.settled));
    } catch (error) {
      toast.error(translate(t.settleFailed));
      throw error;
    }
  };
  return (
    <FormDialog<SettleValues>
      open={open}
      onClose={onClose}
      title={`${translate(t.settleDeposit)} · ${formatPaise(heldPaise)}`}
      defaultValues={{ outcome: 'refund', amount: null, reason: null }}
      validate={validate as (values: object) => Record<string, string>}
      onSubmit={submit}
      testId="settle-dialog"
      focusOnOpen="outcome"
    >
      <RadioButtonGroupInput
        source="outcome"
        label={translate(t.deposit)}
        choices={[
          { id: 'refund', name: translate(t.settleWhole) },
          { id: 'withhold', name: translate(t.settlePart) },
        ]}
        translateChoice={false}
        row={false}
      />
      <WithheldInputs />
    </FormDialog>
  );
};
