import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  type DialogProps,
  DialogTitle,
  Skeleton,
  Stack,
} from '@mui/material';
import { type ComponentType, type ReactNode, useId } from 'react';
import {
  type Identifier,
  type RaRecord,
  useGetOne,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { errorMessage } from '../../api/errors';
import { text } from '../../i18n/text';
import { RecordTabs } from '../history/RecordTabs';
import { type StatusChange, StatusHistory } from '../status/StatusHistory';
import { useLinkedRecord } from './detailsHandOff';
import { ReadingDialogContent } from './ReadingDialogContent';
import { RowDialogAction } from './RowDialogAction';

/**
 * The details are cached under a key of their own: react-admin fills getOne's plain key with
 * the list's rows, which have no history.
 */
const WITH_HISTORY = { history: true } as const;

/** A record as its details call returns it: the row's fields plus its status history and more. */
export type RecordDetails = RaRecord & { history: readonly StatusChange[] };

/**
 * The current resource's details call (getOne) for one record, while `enabled`: the details
 * dialog and the Update Status dialog share its cache.
 */
export const useRecordDetails = <Details extends RecordDetails>(id: Identifier, enabled: boolean) => {
  const resource = useResourceContext();
  if (!resource) throw new Error('useRecordDetails needs a resource context: the list the record is a row of');
  return useGetOne<Details>(resource, { id, meta: WITH_HISTORY }, { enabled });
};

/** A details dialog's body: the row at once, brought up to date by its details once they come. */
export type DetailsBody<Row extends RaRecord, Details extends RecordDetails> = (
  shown: Row,
  details: Details | undefined,
) => ReactNode;

/** A details dialog's translation keys, by convention in the resource's group (`text.order`). */
export interface DetailsTexts {
  detailsTitle: string;
  detailsLoadError: string;
}

export interface RecordDetailsDialogProps<Row extends RaRecord, Details extends Row & RecordDetails> {
  record: Row;
  open: boolean;
  onClose: () => void;
  texts: DetailsTexts;
  maxWidth?: DialogProps['maxWidth'];
  /** A warning over the details, above the body (the clash warning); it renders nothing when all is well. */
  warning?: ComponentType<{ details: Details }>;
  children: DetailsBody<Row, Details>;
}

/**
 * Spec §2 View Details of an order, a rental or a booking: the row shows at once; its details
 * call brings it up to date and adds the status history, under the body. A failed details
 * call says so where the history would be. Where the activity log keeps the record, a History
 * tab shows its recorded versions.
 */
export const RecordDetailsDialog = <Row extends RaRecord, Details extends Row & RecordDetails>({
  record,
  open,
  onClose,
  texts,
  maxWidth = 'md',
  warning: Warning,
  children,
}: RecordDetailsDialogProps<Row, Details>) => {
  const translate = useTranslate();
  const titleId = useId();
  const { data: details, error } = useRecordDetails<Details>(record.id, open);

  let history = <Skeleton variant="rounded" height={48} data-testid="history-loading" />;
  if (details) history = <StatusHistory changes={details.history} />;
  else if (error) {
    history = (
      <Alert severity="error">
        <AlertTitle>{translate(texts.detailsLoadError)}</AlertTitle>
        {translate(errorMessage(error, translate(text.general.unknownError)))}
      </Alert>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(texts.detailsTitle)}</DialogTitle>
      <ReadingDialogContent>
        <RecordTabs recordId={String(record.id)}>
          <Stack spacing={3}>
            {details && Warning && <Warning details={details} />}
            {children(details ?? record, details)}
            {history}
          </Stack>
        </RecordTabs>
      </ReadingDialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(text.status.close)}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** How a details dialog is opened on a record: from its row, or from a link (`LinkedRecordDialog`). */
export type DetailsDialog<Row extends RaRecord> = (record: Row, open: boolean, onClose: () => void) => ReactNode;

/** The details dialog of a screen's records, with its texts, body and warning. */
export const detailsDialog =
  <Row extends RaRecord, Details extends Row & RecordDetails>({
    texts,
    body,
    warning,
  }: Pick<RecordDetailsDialogProps<Row, Details>, 'texts' | 'warning'> & {
    body: DetailsBody<Row, Details>;
  }): DetailsDialog<Row> =>
  (record, open, onClose) => (
    <RecordDetailsDialog<Row, Details> {...{ record, open, onClose, texts, warning }}>{body}</RecordDetailsDialog>
  );

/**
 * A row's View Details button and its details dialog, on the row's record; the dialog closes
 * when the screen's linked dialog takes the record's details over.
 */
export const DetailsAction = <Row extends RaRecord, Details extends Row & RecordDetails>({
  texts,
  body,
  warning,
}: Pick<RecordDetailsDialogProps<Row, Details>, 'warning'> & {
  /** With the button's text: 'View Details'. */
  texts: DetailsTexts & { viewDetails: string };
  body: DetailsBody<Row, Details>;
}) => {
  const translate = useTranslate();
  const handedOver = useLinkedRecord(useRecordContext<Row>()?.id);
  return (
    <RowDialogAction<Row>
      label={translate(texts.viewDetails)}
      dialog={detailsDialog<Row, Details>({ texts, body, warning })}
      handedOver={handedOver}
    />
  );
};
