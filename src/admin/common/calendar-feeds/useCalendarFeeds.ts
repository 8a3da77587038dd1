import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { toast } from 'sonner';
import type { CalendarFeedSubject } from '../../../shared/contract/calendar-feeds';
import { calendarFeedsCall, createCalendarFeedCall, revokeCalendarFeedCall } from '../../api/calls/calendar-feeds';
import { errorMessage } from '../../api/errors';
import { useSendCall } from '../../api/useSendCall';
import { text } from '../../i18n/text';

const t = text.calendarFeeds;

const feedsKey = (subject: CalendarFeedSubject, subjectId: string) => ['calendar-feeds', subject, subjectId] as const;

/** An equipment's or a provider's feeds, read while the dialog is open, and its create and revoke. */
export const useCalendarFeeds = (subject: CalendarFeedSubject, subjectId: string, open: boolean) => {
  const translate = useTranslate();
  const send = useSendCall();
  const queryClient = useQueryClient();
  const key = feedsKey(subject, subjectId);
  const feeds = useQuery({
    queryKey: key,
    queryFn: () => send(calendarFeedsCall, { subject, subjectId }),
    enabled: open,
  });
  const reread = () => queryClient.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: (fields: { label: string; includeNames: boolean }) =>
      send(createCalendarFeedCall, { subject, subjectId, ...fields }),
    onSuccess: () => toast.success(translate(t.created)),
    onSettled: reread,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => send(revokeCalendarFeedCall, { id }),
    onSuccess: () => toast.success(translate(t.revoked)),
    onError: (error: unknown) => toast.error(errorMessage(error, translate(text.general.unknownError))),
    onSettled: reread,
  });
  return { feeds, create, revoke };
};
