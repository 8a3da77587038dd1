import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast } from 'sonner';
import type { BulkVariantsBody, Sent, VariantPreview } from '../../../shared/contract/bulk';
import { bulkVariantsCall, bulkVariantsPreviewCall } from '../../api/calls/bulk';
import { errorMessage } from '../../api/errors';
import { useSendCall } from '../../api/useSendCall';
import { BulkAction } from '../../common/bulk/BulkAction';
import { useBulkSelection } from '../../common/bulk/BulkSelection';
import { useBulkApply } from '../../common/bulk/useBulkApply';
import { text } from '../../i18n/text';
import { VariantsPreviewTable } from './VariantsPreviewTable';

const t = text.bulk;

type PriceMode = 'keep' | 'set' | 'raise' | 'lower';
type StockMode = 'keep' | 'set' | 'add' | 'remove';
const PRICE_MODES: Record<PriceMode, string> = {
  keep: t.modeKeep,
  set: t.modeSet,
  raise: t.modeRaise,
  lower: t.modeLower,
};
const STOCK_MODES: Record<StockMode, string> = {
  keep: t.modeKeep,
  set: t.modeSet,
  add: t.modeAdd,
  remove: t.modeRemove,
};

/** The form's choices as the call's change: a lowered price is a negative percentage, removed stock a negative number. */
function changeOf(price: PriceMode, priceValue: string, stock: StockMode, stockValue: string) {
  const p = Number(priceValue);
  const s = Number(stockValue);
  const body: Omit<BulkVariantsBody, 'target'> = {};
  if (price !== 'keep')
    body.price = price === 'set' ? { mode: 'set', value: p } : { mode: 'percent', value: price === 'raise' ? p : -p };
  if (stock !== 'keep')
    body.stock = stock === 'set' ? { mode: 'set', value: s } : { mode: 'add', value: stock === 'add' ? s : -s };
  return body;
}

const filled = (mode: string, value: string) =>
  mode === 'keep' || (value.trim() !== '' && Number.isFinite(Number(value)));

/** A mode and its value, side by side. */
const ModeAndValue = <Mode extends string>({
  label,
  modes,
  mode,
  value,
  onMode,
  onValue,
  testId,
}: {
  label: string;
  modes: Record<Mode, string>;
  mode: Mode;
  value: string;
  onMode: (mode: Mode) => void;
  onValue: (value: string) => void;
  testId: string;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        size="small"
        label={label}
        value={mode}
        onChange={(event) => onMode(event.target.value as Mode)}
        sx={{ minWidth: 150 }}
        data-testid={`${testId}-mode`}
      >
        {(Object.keys(modes) as Mode[]).map((key) => (
          <MenuItem key={key} value={key}>
            {translate(modes[key])}
          </MenuItem>
        ))}
      </TextField>
      {mode !== 'keep' && (
        <TextField
          size="small"
          type="number"
          label={`${label}: ${translate(t.value)}`}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': `${testId}-value`, step: 'any', min: 0 } }}
        />
      )}
    </Stack>
  );
};

/**
 * Issue 28: the vendor edits the price and stock of every variant of the ticked products (or of
 * all its products): set, or change by a percentage (price) or a number (stock). Preview shows
 * each variant before → after and the rows the variant form's rules refuse; Apply follows it.
 */
export const VariantsBulkAction = () => {
  const translate = useTranslate();
  const send = useSendCall();
  const { target } = useBulkSelection();
  const [price, setPrice] = useState<PriceMode>('raise');
  const [priceValue, setPriceValue] = useState('');
  const [stock, setStock] = useState<StockMode>('keep');
  const [stockValue, setStockValue] = useState('');
  const body: Sent<BulkVariantsBody> = { target, ...changeOf(price, priceValue, stock, stockValue) };
  const ready = filled(price, priceValue) && filled(stock, stockValue) && (price !== 'keep' || stock !== 'keep');
  const preview = useMutation({
    mutationFn: (sent: Sent<BulkVariantsBody>) => send(bulkVariantsPreviewCall, sent),
    onError: (error) => toast.error(translate(errorMessage(error, translate(t.failed)))),
  });
  const apply = useBulkApply(bulkVariantsCall);
  // Apply takes what was previewed: a change edited since must be previewed again.
  const current: VariantPreview | null =
    preview.data && JSON.stringify(preview.variables) === JSON.stringify(body) ? preview.data : null;
  return (
    <BulkAction
      label={t.variants}
      title={t.variantsTitle}
      testId="bulk-variants"
      onClose={() => preview.reset()}
      canApply={current !== null && current.total > current.refused}
      pending={apply.isPending}
      onApply={() => apply.mutateAsync(body)}
      extraAction={
        <Button
          onClick={() => preview.mutate(body)}
          disabled={!ready || preview.isPending}
          data-testid="bulk-preview-button"
        >
          {translate(t.preview)}
        </Button>
      }
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <ModeAndValue
          label={translate(t.priceLabel)}
          modes={PRICE_MODES}
          mode={price}
          value={priceValue}
          onMode={setPrice}
          onValue={setPriceValue}
          testId="bulk-price"
        />
        <ModeAndValue
          label={translate(t.stockLabel)}
          modes={STOCK_MODES}
          mode={stock}
          value={stockValue}
          onMode={setStock}
          onValue={setStockValue}
          testId="bulk-stock"
        />
      </Stack>
      {current && <VariantsPreviewTable preview={current} />}
    </BulkAction>
  );
};
