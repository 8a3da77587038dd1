import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { toast } from 'sonner';
import type { SavedViewList } from '../../../../shared/contract/saved-views';
import { defaultViewCall, deleteViewCall, savedViewsCall } from '../../../api/calls/saved-views';
import { errorMessage } from '../../../api/errors';
import { useSendCall } from '../../../api/useSendCall';
import { text } from '../../../i18n/text';

export const savedViewsKey = (list: SavedViewList) => ['saved-views', list] as const;

/** The list's views the user sees, read once a minute at most (they change only through this user or a colleague). */
export const useSavedViews = (list: SavedViewList) => {
  const send = useSendCall();
  return useQuery({
    queryKey: savedViewsKey(list),
    queryFn: () => send(savedViewsCall, { list }),
    staleTime: 60_000,
  });
};

/** Makes a view the list's default, or none, and deletes a view: each toasts its outcome and rereads the views. */
export const useViewWrites = (list: SavedViewList) => {
  const translate = useTranslate();
  const send = useSendCall();
  const queryClient = useQueryClient();
  const settled = {
    onSuccess: (message: string) => toast.success(message),
    onError: (error: unknown) => toast.error(translate(errorMessage(error, translate(text.general.unknownError)))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedViewsKey(list) }),
  };
  const setDefault = useMutation({
    mutationFn: (viewId: string | null) => send(defaultViewCall, { list, viewId }),
    ...settled,
  });
  const remove = useMutation({ mutationFn: (id: string) => send(deleteViewCall, { id }), ...settled });
  return { setDefault, remove };
};
