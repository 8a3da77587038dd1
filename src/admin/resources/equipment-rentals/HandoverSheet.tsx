import { Alert, AlertTitle, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { RentalDetails } from '../../../shared/contract/equipment-rentals';
import { errorMessage } from '../../api/errors';
import { DetailList } from '../../common/DetailList';
import { formatClock, formatCount, formatDay, shortId } from '../../common/formatters';
import { LoadingScreen } from '../../common/LoadingScreen';
import { text } from '../../i18n/text';
import { useScreenRedirect } from '../../layout/useScreenRedirect';
import { ConditionReportView } from './ConditionReportView';
import { MoneyTrail } from './MoneyTrail';

const t = text.handover;
const noPrint = { '@media print': { display: 'none' } } as const;

/** The sheet's body once the rental's details are in. */
const Sheet = ({ rental }: { rental: RentalDetails }) => {
  const translate = useTranslate();
  const { handover } = rental;
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', p: 3, '@media print': { p: 0 } }} data-testid="handover-sheet">
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography variant="h5" component="h1">
          {translate(t.sheetTitle)} · {shortId(rental.id)}
        </Typography>
        <Button variant="contained" onClick={() => window.print()} sx={noPrint}>
          {translate(t.print)}
        </Button>
      </Stack>
      <DetailList
        details={[
          { label: translate(text.rental.equipment), value: rental.equipment.name },
          { label: translate(text.rental.customer), value: rental.customer.user.name },
          { label: translate(text.rental.date), value: `${formatDay(rental.date)} ${formatClock(rental.fromTime)}` },
          { label: translate(text.rental.quantity), value: formatCount(rental.qty) },
          { label: translate(text.rental.multiplier), value: `${formatCount(rental.multiplier)} ${rental.unitName}` },
          {
            label: translate(t.stage),
            value: handover ? translate(t[`stage${handover.stage}`]) : translate(t.notPickedUp),
          },
        ]}
      />
      {handover && (
        <>
          <Divider sx={{ my: 2 }} />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 3 }}>
            <div>
              <Typography variant="h6" component="h2">
                {translate(t.pickup)}
              </Typography>
              <ConditionReportView report={handover.pickup} meterKind={handover.meterKind} testId="sheet-pickup" />
            </div>
            <div>
              <Typography variant="h6" component="h2">
                {translate(t.return)}
              </Typography>
              {handover.return && (
                <ConditionReportView
                  report={handover.return}
                  meterKind={handover.meterKind}
                  testId="sheet-return"
                  extraTurnaroundDays={handover.extraTurnaroundDays}
                />
              )}
            </div>
          </Box>
          <Divider sx={{ my: 2 }} />
          <Typography variant="h6" component="h2">
            {translate(t.moneyTrail)}
          </Typography>
          <MoneyTrail handover={handover} />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 3, mt: 6 }}>
            {[t.by, t.receivedBy].map((who) => (
              <Typography key={who} variant="body2" sx={{ borderTop: 1, pt: 1 }}>
                {translate(t.signature)} · {translate(who)}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
};

/** The sheet's rental, with a spinner while it loads and the reason when it cannot be read. */
const SheetOf = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { data, error, isPending } = useGetOne<RentalDetails>('equipment-rentals', { id, meta: { history: true } });
  if (isPending) return <LoadingScreen />;
  if (error || !data)
    return (
      <Box sx={{ maxWidth: 900, mx: 'auto', p: 3 }}>
        <Alert severity="error" data-testid="handover-sheet-error">
          <AlertTitle>{translate(t.loadError)}</AlertTitle>
          {errorMessage(error, translate(text.general.unknownError))}
        </Alert>
      </Box>
    );
  return <Sheet rental={data} />;
};

/**
 * The printable handover sheet (issue 29) at /equipment-rentals/:id/sheet: no app chrome, the
 * rental, pickup and return side by side, the money trail and room for signatures; print CSS
 * hides the Print button. Outside the layout, so it guards itself as the layout guards the
 * Rentals screen it belongs to: ADMIN only, anyone else sent away before the rental is asked for.
 */
export const HandoverSheet = () => {
  const { id = '' } = useParams();
  const { redirect } = useScreenRedirect();
  return redirect ?? <SheetOf id={id} />;
};
