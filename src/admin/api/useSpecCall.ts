import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useResourceContext } from 'react-admin';
import type { Call } from './calls/call';
import { useSendCall } from './useSendCall';

/**
 * A spec call that is no create, update or delete of a record (accepting or rejecting a seller
 * request) as a mutation over the app's client. Afterwards the current resource's queries
 * refetch, since the call changed a record they show; the call's promise does not wait for that.
 * `on` adds what the caller does with the answer or the failure (a toast).
 */
export const useSpecCall = <Params, Result>(
  call: Call<Params, Result>,
  on: Pick<UseMutationOptions<Result, Error, Params>, 'onSuccess' | 'onError'> = {},
) => {
  const resource = useResourceContext();
  const queryClient = useQueryClient();
  const send = useSendCall();
  return useMutation({
    mutationFn: (params: Params) => send(call, params),
    ...on,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [resource] });
    },
  });
};
