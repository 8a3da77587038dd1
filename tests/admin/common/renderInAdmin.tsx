import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { AdminApiProvider } from '../../../src/admin/api/AdminApiContext';
import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';
import { createAppApi } from '../../../src/admin/startApp';
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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The app's own API layer (signed out: the fake API answers whatever is asked) over the fake API.
  const api = createAppApi({ storage: localStorage, goToLogin: () => undefined, queryClient });
  api.http.defaults.adapter = server.adapter;
  const user = userEvent.setup({ applyAccept: false });
  render(
    <MemoryRouter>
      <AdminApiProvider api={api}>
        <AdminContext dataProvider={api.dataProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
          <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
          <Toaster />
        </AdminContext>
      </AdminApiProvider>
    </MemoryRouter>,
  );
  return { server, user };
};
