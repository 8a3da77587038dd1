import type { RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { OPEN_RECORD_PARAM } from '../../../shared/contract/search';
import { type DetailsDialog, type RecordDetails, useRecordDetails } from './RecordDetailsDialog';

/**
 * The record a link names (`?open=<id>`: the command palette's results, a handed-over row's
 * details), its details dialog open over the list once its details arrive, wherever the record
 * is in the list's pages. Closing it takes the parameter off the address, so Back does not open
 * it again. An id the caller may not see (another vendor's order) answers 404 and opens nothing.
 */
export const LinkedRecordDialog = <Row extends RaRecord>({ dialog }: { dialog: DetailsDialog<Row> }) => {
  const [params, setParams] = useSearchParams();
  const id = params.get(OPEN_RECORD_PARAM);
  const { data } = useRecordDetails<Row & RecordDetails>(id ?? '', id !== null);
  if (id === null || data === undefined) return null;
  const close = () =>
    setParams(
      (current) => {
        current.delete(OPEN_RECORD_PARAM);
        return current;
      },
      { replace: true },
    );
  return <>{dialog(data, true, close)}</>;
};
