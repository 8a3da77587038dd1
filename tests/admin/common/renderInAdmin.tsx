import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { AdminApiProvider } from '../../../src/admin/api/AdminApiContext';
import { createDataProvider } from '../../../src/admin/api/dataProvider';
import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';
import { endpoints } from '../../../src/admin/screensFor';
import { createAppApi } from '../../../src/admin/startApp';
import { API_BASE_PATH } from '../../../src/shared/constants';
import { type FakeHandler, fakeApi } from '../helpers/fakeApi';

/**
 * One building block inside react-admin's context, over our real dataProvider and the fake
 * API, with the toast area; `resource` sets the resource context a list or delete needs.
 */
export const renderInAdmin = (
  ui: ReactNode,
  { routes = {}, resource = 'equipments' }: { routes?: Record<string, FakeHandler>; resource?: string } = {},
) => {
  const server = fakeApi(routes);
  const http = axios.create({ baseURL: API_BASE_PATH, adapter: server.adapter });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup({ applyAccept: false });
  // The app's API for what reads it directly (a list's Export), its client the fake one.
  const api = { ...createAppApi({ storage: sessionStorage, goToLogin: () => undefined, queryClient }), http };
  render(
    <MemoryRouter>
      <AdminApiProvider api={api}>
        <AdminContext
          dataProvider={createDataProvider({ http, endpoints })}
          i18nProvider={i18nProvider}
          queryClient={queryClient}
        >
          <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
          <Toaster />
        </AdminContext>
      </AdminApiProvider>
    </MemoryRouter>,
  );
  return { server, user };
};
