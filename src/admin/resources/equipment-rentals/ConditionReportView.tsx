import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MeterKind } from '../../../shared/contract/equipment-categories';
import type { ConditionReport } from '../../../shared/contract/rental-handovers';
import { DetailList } from '../../common/DetailList';
import { formatClock, formatCount, formatDay } from '../../common/formatters';
import { Thumbnail } from '../../common/Thumbnail';
import { text } from '../../i18n/text';

const t = text.handover;

/** The meter's unit as a reading's label names it. */
export const meterUnit = (kind: MeterKind) => (kind === 'km' ? t.meterKm : t.meterHours);

/**
 * One condition report: when and by whom, the checklist as answered, notes, meter and photos; a
 * return's also the days its damage added to the turnaround, when it added any.
 */
export const ConditionReportView = ({
  report,
  meterKind,
  testId,
  extraTurnaroundDays = 0,
}: {
  report: ConditionReport;
  meterKind: MeterKind;
  testId: string;
  extraTurnaroundDays?: number;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} data-testid={testId}>
      <DetailList
        details={[
          { label: translate(t.at), value: `${formatDay(report.date)} ${formatClock(`${report.time}:00`)}` },
          { label: translate(t.recordedBy), value: report.by?.name ?? '—' },
          ...(meterKind === 'none'
            ? []
            : [
                {
                  label: translate(t.meterReading, { unit: translate(meterUnit(meterKind)) }),
                  value: report.meterReading === null ? '—' : formatCount(report.meterReading),
                },
              ]),
          ...(report.notes ? [{ label: translate(t.notes), value: report.notes }] : []),
          ...(report.damageNotes ? [{ label: translate(t.damageNotes), value: report.damageNotes }] : []),
          ...(extraTurnaroundDays > 0
            ? [{ label: translate(t.extraTurnaround), value: formatCount(extraTurnaroundDays) }]
            : []),
        ]}
      />
      {report.checklist.length > 0 && (
        <List dense disablePadding aria-label={translate(t.checklist)}>
          {report.checklist.map((answer) => (
            <ListItem key={answer.item} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {answer.ok ? (
                  <CheckCircleIcon color="success" fontSize="small" titleAccess={translate(t.itemOk)} />
                ) : (
                  <ErrorIcon color="error" fontSize="small" titleAccess={translate(t.itemNotOk)} />
                )}
              </ListItemIcon>
              <ListItemText primary={answer.item} secondary={answer.note} />
            </ListItem>
          ))}
        </List>
      )}
      {report.photos.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" aria-label={translate(t.photos)}>
          {report.photos.map((url, i) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <Thumbnail src={url} alt={`${translate(t.photos)} ${i + 1}`} size={72} testId="handover-photo" />
            </a>
          ))}
        </Stack>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {translate(t.noPhotos)}
        </Typography>
      )}
    </Stack>
  );
};
