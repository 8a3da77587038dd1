import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useResourceContext } from 'react-admin';
import type { Call } from './calls/call';
import { useSendCall } from './useSendCall';

/**
 * A spec call that is no create, update or delete of a record (accepting or rejecting a seller
 * request) as a mutation over the app's client. Afterwards the current resource's queries
 * refetch, since the call changed a record they show; the call's promise does not wait for that.
 */
export const useSpecCall = <Params, Result>(call: Call<Params, Result>) => {
  const resource = useResourceContext();
  const queryClient = useQueryClient();
  const send = useSendCall();
  return useMutation({
    mutationFn: (params: Params) => send(call, params),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [resource] });
    },
  });
};
