import { CssBaseline } from '@mui/material';
import { useState } from 'react';
import { AdminContext, CoreAdminUI, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { messages } from '../shared/messages';
import { AdminApiProvider, useAdminApi, useSession } from './api/AdminApiContext';
import type { AdminApi } from './api/adminApi';
import { ActivityEntitiesContext } from './common/history/activityEntity';
import { LoadingScreen } from './common/LoadingScreen';
import { lazyPage } from './common/lazyPage';
import { i18nProvider } from './i18n/i18nProvider';
import { SessionLanguage } from './i18n/SessionLanguage';
import { AppLayout } from './layout/AppLayout';
import { ToastNotification } from './layout/ToastNotification';
import { Themed } from './layout/theme/Themed';
import { ThemeModeProvider, useThemeMode } from './layout/theme/ThemeModeProvider';
import { themes } from './layout/theme/themes';
import {
  ActivityPage,
  BookingCalendarPage,
  ChangePasswordPage,
  HomePage,
  NotFoundPage,
  RentalCalendarPage,
  SignupPage,
  UnauthorizedPage,
} from './pages';
import { LoginPage } from './pages/auth/LoginPage';
import { ToLogin, ToUnauthorized } from './pages/status/redirects';
import { paths } from './paths';
import { activityEntities, resourcesFor } from './screensFor';
import { createStore } from './store';

// The printable handover sheet (issue 29), its own chunk: opened from a rental's details.
const HandoverSheet = lazyPage(() =>
  import('./resources/equipment-rentals/HandoverSheet').then((m) => m.HandoverSheet),
);

// react-admin's error page, which <Admin> would pass: rarely shown, so fetched when it is.
const ErrorPage = lazyPage(() => import('./defaultPages').then((m) => m.ErrorPage));

const AdminRoot = () => {
  const { authProvider, dataProvider, queryClient } = useAdminApi();
  const { isLoading, user, language } = useSession();
  const { resolved } = useThemeMode();
  const [store] = useState(() => createStore(language));
  const theme = themes[resolved];

  // Spec §4 "App start": nothing is routed until the session is known. The entry hands the app
  // over once it is (Entry.tsx); an app rendered earlier waits here.
  if (isLoading) {
    return (
      <Themed>
        <LoadingScreen />
      </Themed>
    );
  }

  // <Admin> is AdminContext plus AdminUI, whose defaults (react-admin's layout, login form and
  // notification, some 60 KiB gzip) we replace anyway: its parts, with ours, spare loading them.
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={messages.layout.appName}
          layout={AppLayout}
          loginPage={LoginPage}
          dashboard={HomePage}
          catchAll={NotFoundPage}
          accessDenied={ToUnauthorized}
          authenticationError={ToLogin}
          authCallbackPage={false}
          error={ErrorPage}
          // Ours rather than react-admin's: its spinner has a name and no heading of its own.
          loading={LoadingScreen}
          disableTelemetry
        >
          <CustomRoutes noLayout>
            <Route path={paths.signup} element={<SignupPage />} />
            <Route path={paths.unauthorized} element={<UnauthorizedPage />} />
            <Route path={paths.handoverSheet} element={<HandoverSheet />} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path={paths.changePassword} element={<ChangePasswordPage />} />
            <Route path={paths.activity} element={<ActivityPage />} />
            <Route path={paths.rentalCalendar} element={<RentalCalendarPage />} />
            <Route path={paths.bookingCalendar} element={<BookingCalendarPage />} />
          </CustomRoutes>
          {resourcesFor(user?.role).map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
        </CoreAdminUI>
        <ToastNotification />
        <SessionLanguage />
      </CssBaseline>
    </AdminContext>
  );
};

/**
 * The admin app over one AdminApi. Theme and auth live in our providers, outside
 * react-admin's store, which logging out resets; the screen table's activity names reach the
 * dialogs through their own. Needs a router around it (main.tsx).
 */
export const App = ({ api }: { api: AdminApi }) => (
  <AdminApiProvider api={api}>
    <ThemeModeProvider>
      <ActivityEntitiesContext.Provider value={activityEntities}>
        <AdminRoot />
      </ActivityEntitiesContext.Provider>
    </ThemeModeProvider>
  </AdminApiProvider>
);
