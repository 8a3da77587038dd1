import { useQuery } from '@tanstack/react-query';
import type { ActivityEntity } from '../../../shared/contract/activity';
import { historyCall } from '../../api/calls/activity';
import { useSendCall } from '../../api/useSendCall';

/** GET /activity/history of one record, while `enabled`: its versions, newest first, and the record as it is now. */
export const useRecordHistory = (entity: ActivityEntity, recordId: string, enabled = true) => {
  const send = useSendCall();
  return useQuery({
    queryKey: ['activity', 'history', entity, recordId],
    queryFn: () => send(historyCall, { entity, recordId }),
    enabled,
  });
};
