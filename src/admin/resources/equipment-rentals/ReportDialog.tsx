import { Typography } from '@mui/material';
import { ArrayInput, BooleanInput, NumberInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { MeterKind } from '../../../shared/contract/equipment-categories';
import { MAX_EXTRA_TURNAROUND_DAYS, MAX_HANDOVER_PHOTOS } from '../../../shared/contract/rental-handovers';
import { pickupCall, returnCall } from '../../api/calls/rental-handovers';
import { useSpecCall } from '../../api/useSpecCall';
import { FormDialog } from '../../common/dialogs/FormDialog';
import { ImageUploadInput } from '../../common/forms/ImageUploadInput';
import { paiseOfRupees } from '../../common/paise';
import { text } from '../../i18n/text';
import { meterUnit } from './ConditionReportView';
import { yardNow } from './yardClock';

const t = text.handover;

interface ReportValues {
  date: string;
  time: string;
  checklist: { item: string; ok: boolean; note: string | null }[];
  notes: string | null;
  meterReading: number | null;
  photos: { url: string | null }[];
  /** The deposit held (pickup) or the damage charge (return), in rupees as typed. */
  amount: string | null;
  damageNotes: string | null;
  /** Return only: days servicing the damage adds to the equipment's turnaround. */
  extraTurnaroundDays: number | null;
}

/** Up to six photos, each uploaded through the app's image rules; at six, Add goes and the hint says why. */
const PhotosInput = () => {
  const translate = useTranslate();
  const photos = (useWatch({ name: 'photos' }) as unknown[] | undefined) ?? [];
  return (
    <ArrayInput
      source="photos"
      label={translate(t.photos)}
      helperText={translate(photos.length >= MAX_HANDOVER_PHOTOS ? t.photosFull : t.photosHint)}
    >
      <SimpleFormIterator disableReordering disableClear disableAdd={photos.length >= MAX_HANDOVER_PHOTOS}>
        <ImageUploadInput source="url" />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

const validExtraDays = (days: number | null) =>
  days === null || (Number.isInteger(days) && days >= 0 && days <= MAX_EXTRA_TURNAROUND_DAYS);

const validate = (values: ReportValues) => ({
  ...(paiseOfRupees(values.amount) === null ? { amount: t.rupeesInvalid } : {}),
  ...(validExtraDays(values.extraTurnaroundDays) ? {} : { extraTurnaroundDays: t.extraTurnaroundInvalid }),
});

/**
 * Record pickup / Record return (issue 29): when, the checklist (OK or not, with a note), notes,
 * the meter where the category has one, up to six photos, and the deposit held or the damage
 * charge, in ₹, with the days servicing the damage adds to the turnaround. The checklist's items are the category's at pickup and the pickup's at return.
 */
export const ReportDialog = ({
  kind,
  rentalId,
  items,
  meterKind,
  open,
  onClose,
  onRecorded,
}: {
  kind: 'pickup' | 'return';
  rentalId: string;
  items: readonly string[];
  meterKind: MeterKind;
  open: boolean;
  onClose: () => void;
  /** Once the server has recorded it. */
  onRecorded?: () => void;
}) => {
  const translate = useTranslate();
  const pickup = useSpecCall(pickupCall);
  const giveBack = useSpecCall(returnCall);
  const defaults: ReportValues = {
    ...yardNow(),
    checklist: items.map((item) => ({ item, ok: true, note: null })),
    notes: null,
    meterReading: null,
    photos: [],
    amount: kind === 'pickup' ? '' : '0',
    damageNotes: null,
    extraTurnaroundDays: 0,
  };
  const submit = async (values: ReportValues) => {
    const report = {
      rentalId,
      date: values.date,
      time: values.time,
      checklist: values.checklist.map(({ item, ok, note }) => ({ item, ok: Boolean(ok), note })),
      notes: values.notes,
      meterReading: meterKind === 'none' ? null : values.meterReading,
      photos: values.photos.flatMap(({ url }) => (url ? [url] : [])),
    };
    const amount = paiseOfRupees(values.amount) ?? 0;
    try {
      if (kind === 'pickup') await pickup.mutateAsync({ ...report, depositPaise: amount });
      else
        await giveBack.mutateAsync({
          ...report,
          damagePaise: amount,
          damageNotes: values.damageNotes,
          extraTurnaroundDays: values.extraTurnaroundDays ?? 0,
        });
      toast.success(translate(kind === 'pickup' ? t.recorded : t.returned));
      onRecorded?.();
    } catch (error) {
      toast.error(translate(kind === 'pickup' ? t.pickupFailed : t.returnFailed));
      throw error;
    }
  };
  return (
    <FormDialog<ReportValues>
      open={open}
      onClose={onClose}
      title={translate(kind === 'pickup' ? t.recordPickup : t.recordReturn)}
      defaultValues={defaults}
      validate={validate as (values: object) => Record<string, string>}
      onSubmit={submit}
      testId={`${kind}-dialog`}
      focusOnOpen="date"
    >
      <TextInput source="date" type="date" label={translate(t.date)} isRequired />
      <TextInput source="time" type="time" label={translate(t.time)} isRequired />
      <Typography variant="subtitle2" component="h3">
        {translate(t.checklist)}
      </Typography>
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate(t.noChecklist)}
        </Typography>
      )}
      {items.map((item, i) => (
        <div key={item}>
          <BooleanInput source={`checklist.${i}.ok`} label={`${item}: ${translate(t.itemOk)}`} helperText={false} />
          <TextInput source={`checklist.${i}.note`} label={`${item}: ${translate(t.itemNote)}`} helperText={false} />
        </div>
      ))}
      {meterKind !== 'none' && (
        <NumberInput
          source="meterReading"
          label={translate(t.meterReading, { unit: translate(meterUnit(meterKind)) })}
          min={0}
          step={1}
          isRequired
        />
      )}
      <TextInput source="notes" label={translate(t.notes)} multiline minRows={2} />
      {kind === 'return' && <TextInput source="damageNotes" label={translate(t.damageNotes)} multiline minRows={2} />}
      <TextInput
        source="amount"
        label={translate(kind === 'pickup' ? t.amountDeposit : t.amountDamage)}
        inputMode="decimal"
        isRequired
      />
      {kind === 'return' && (
        <NumberInput
          source="extraTurnaroundDays"
          label={translate(t.extraTurnaround)}
          helperText={translate(t.extraTurnaroundHint)}
          min={0}
          max={MAX_EXTRA_TURNAROUND_DAYS}
          step={1}
        />
      )}
      <PhotosInput />
    </FormDialog>
  );
};
