import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useResourceContext } from 'react-admin';
import { useAdminApi } from './AdminApiContext';
import type { Call } from './calls/call';
import { sendCallWith } from './sendCall';

/**
 * A spec call that is no create, update or delete of a record (accepting or rejecting a seller
 * request) as a mutation over the app's client. Afterwards the current resource's queries
 * refetch, since the call changed a record they show; the call's promise does not wait for that.
 */
export const useSpecCall = <Params, Result>(call: Call<Params, Result>) => {
  const { http } = useAdminApi();
  const resource = useResourceContext();
  const queryClient = useQueryClient();
  const send = useMemo(() => sendCallWith(http), [http]);
  return useMutation({
    mutationFn: (params: Params) => send(call, params),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [resource] });
    },
  });
};
