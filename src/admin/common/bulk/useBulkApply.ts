import { useTranslate } from 'react-admin';
import { toast } from 'sonner';
import type { BulkResult } from '../../../shared/contract/bulk';
import type { Call } from '../../api/calls/call';
import { errorMessage } from '../../api/errors';
import { useSpecCall } from '../../api/useSpecCall';
import { text } from '../../i18n/text';
import { useBulkSelection } from './BulkSelection';
import { bulkSummary } from './bulkSummary';

/**
 * A bulk action's call (useSpecCall: the resource's lists, with their counters, fetched again
 * afterwards), with the summary toast (a warning when rows were refused) and the selection
 * cleared on success, and the failure's toast.
 */
export const useBulkApply = <Body>(call: Call<Body, BulkResult>) => {
  const translate = useTranslate();
  const { clear } = useBulkSelection();
  return useSpecCall(call, {
    onSuccess: (result) => {
      const summary = bulkSummary(translate, result);
      if (result.refused.length) toast.warning(summary);
      else toast.success(summary);
      clear();
    },
    onError: (error) => toast.error(translate(errorMessage(error, translate(text.bulk.failed)))),
  });
};
