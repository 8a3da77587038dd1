import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useResourceContext, useTranslate } from 'react-admin';
import { toast } from 'sonner';
import type { BulkResult } from '../../../shared/contract/bulk';
import type { Call } from '../../api/calls/call';
import { errorMessage } from '../../api/errors';
import { useSendCall } from '../../api/useSendCall';
import { text } from '../../i18n/text';
import { useBulkSelection } from './BulkSelection';
import { bulkSummary } from './bulkSummary';

/**
 * A bulk action's call as a mutation: afterwards the summary toast (a warning when rows were
 * refused), the selection cleared, and the resource's lists (with their counters) fetched again.
 */
export const useBulkApply = <Body>(call: Call<Body, BulkResult>) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const queryClient = useQueryClient();
  const send = useSendCall();
  const { clear } = useBulkSelection();
  return useMutation({
    mutationFn: (body: Body) => send(call, body),
    onSuccess: (result) => {
      const summary = bulkSummary(translate, result);
      if (result.refused.length) toast.warning(summary);
      else toast.success(summary);
      clear();
    },
    onError: (error) => toast.error(translate(errorMessage(error, translate(text.bulk.failed)))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [resource] }),
  });
};
