import type { ActivityEntry } from '../../../shared/contract/activity';
import { diffSnapshots } from '../../../shared/contract/activity';
import { RestoreButton } from '../../common/history/RestoreButton';
import { useRecordHistory } from '../../common/history/useRecordHistory';

/**
 * 'Restore this version' under a change, when its record's history says the admin may restore
 * it, the change kept the record's state and the record differs from it now (or was deleted:
 * the way a deleted catalog record comes back).
 */
export const EntryRestore = ({ entry }: { entry: ActivityEntry }) => {
  const { data: history } = useRecordHistory(entry.entity, entry.recordId);
  const snapshot = history?.data.find(({ id }) => id === entry.id)?.snapshot;
  if (!history?.restorable || !snapshot) return null;
  if (history.current !== null && diffSnapshots(snapshot, history.current).length === 0) return null;
  return <RestoreButton versionId={entry.id} />;
};
