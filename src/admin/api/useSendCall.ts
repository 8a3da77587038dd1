import { useMemo } from 'react';
import { useAdminApi } from './AdminApiContext';
import { type SendCall, sendCallWith } from './sendCall';

/** Spec calls over the app's client, for a screen that reads outside react-admin's data provider. */
export const useSendCall = (): SendCall => {
  const { http } = useAdminApi();
  return useMemo(() => sendCallWith(http), [http]);
};
