import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { RentalDetails } from '../../../shared/contract/equipment-rentals';
import { DetailSection } from '../../common/DetailList';
import { useDetailsHandOff } from '../../common/dialogs/detailsHandOff';
import { text } from '../../i18n/text';
import { paths } from '../../paths';
import { ConditionReportView } from './ConditionReportView';
import { MoneyTrail } from './MoneyTrail';
import { ReportDialog } from './ReportDialog';
import { SettleDepositDialog } from './SettleDepositDialog';

const t = text.handover;
type Open = 'pickup' | 'return' | 'settle' | null;

/** Where the printable handover sheet of a rental is. */
export const sheetPath = (rentalId: string) => paths.handoverSheet.replace(':id', rentalId);

/**
 * A rental's handover (issue 29): the step it is at and the next one offered (Record pickup of a
 * CONFIRMED rental, Record return, Settle deposit), pickup and return side by side, the money
 * trail, and the printable sheet. The return completes the rental, which then leaves a list
 * filtered on CONFIRMED: its details are handed to the list's linked dialog first, so the desk
 * stays on the rental it is working on (and settles its deposit next) whatever the filter.
 */
export const HandoverSection = ({ details }: { details: RentalDetails }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<Open>(null);
  const handOff = useDetailsHandOff();
  const { handover, checklistTemplate } = details;
  const close = () => setOpen(null);
  const stage = handover ? translate(t[`stage${handover.stage}`]) : translate(t.notPickedUp);
  return (
    <DetailSection title={translate(t.title)} testId="handover">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
          <Chip label={stage} size="small" data-testid="handover-stage" />
          {!handover && details.status === 'CONFIRMED' && (
            <Button size="small" variant="contained" onClick={() => setOpen('pickup')}>
              {translate(t.recordPickup)}
            </Button>
          )}
          {handover?.stage === 'OUT' && (
            <Button size="small" variant="contained" onClick={() => setOpen('return')}>
              {translate(t.recordReturn)}
            </Button>
          )}
          {handover?.stage === 'RETURNED' && (
            <Button size="small" variant="contained" onClick={() => setOpen('settle')}>
              {translate(t.settleDeposit)}
            </Button>
          )}
          {handover && (
            <Button size="small" startIcon={<PrintIcon />} component={Link} to={sheetPath(details.id)} target="_blank">
              {translate(t.printSheet)}
            </Button>
          )}
        </Stack>
        {handover && (
          <>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <div>
                <Typography variant="overline">{translate(t.pickup)}</Typography>
                <ConditionReportView report={handover.pickup} meterKind={handover.meterKind} testId="pickup-report" />
              </div>
              <div>
                <Typography variant="overline">{translate(t.return)}</Typography>
                {handover.return ? (
                  <ConditionReportView
                    report={handover.return}
                    meterKind={handover.meterKind}
                    testId="return-report"
                    extraTurnaroundDays={handover.extraTurnaroundDays}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    —
                  </Typography>
                )}
              </div>
            </Box>
            <div>
              <Typography variant="overline">{translate(t.moneyTrail)}</Typography>
              <MoneyTrail handover={handover} />
            </div>
          </>
        )}
      </Stack>
      {open === 'pickup' && (
        <ReportDialog
          kind="pickup"
          rentalId={details.id}
          items={checklistTemplate.checklist}
          meterKind={checklistTemplate.meterKind}
          open
          onClose={close}
        />
      )}
      {open === 'return' && handover && (
        <ReportDialog
          kind="return"
          rentalId={details.id}
          items={handover.pickup.checklist.map((answer) => answer.item)}
          meterKind={handover.meterKind}
          open
          onClose={close}
          onRecorded={() => handOff?.(details.id)}
        />
      )}
      {open === 'settle' && handover && (
        <SettleDepositDialog rentalId={details.id} heldPaise={handover.deposit.heldPaise} open onClose={close} />
      )}
    </DetailSection>
  );
};
