import { Box } from '@mui/material';
import { memo, type ReactNode, useDeferredValue } from 'react';
import { LoadingScreen } from '../common/LoadingScreen';
import { PageHeader } from './PageHeader';
import { AppSidebar } from './sidebar/AppSidebar';
import { SidebarProvider } from './sidebar/SidebarProvider';
import { useScreenRedirect } from './useScreenRedirect';

// react-admin renders the layout again whenever its routes' state changes (a query answered, a
// resource registered), often in a blocking update: the menu and the header, which take no
// props, then render only when their own state or context changes.
const Sidebar = memo(AppSidebar);
const Header = memo(PageHeader);

const Shell = ({ children }: { children: ReactNode }) => (
  <SidebarProvider>
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header />
        {/* A list may not grow past the page: a wide table scrolls inside its card instead. */}
        <Box
          component="main"
          id="main-content"
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 }, '& .RaList-main': { minWidth: 0 } }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  </SidebarProvider>
);

/**
 * react-admin renders every route but /login and our public pages inside this layout, the
 * catch-all included. It is therefore also the guard of spec §4 "Protected screen": it sends
 * the visitor away, shows the shell, or lets the not-found page stand alone (spec §2: '*' is
 * open to anyone and sits outside the protected layout).
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { screen, redirect } = useScreenRedirect();
  // react-admin settles its routes and resources in blocking updates right after it mounts, each
  // rendering the layout again; the shell and the page come in the deferred render after them.
  const settled = useDeferredValue(true, false);
  if (redirect) return redirect;
  if (screen === 'not-found') return <>{children}</>;
  return settled ? <Shell>{children}</Shell> : <LoadingScreen />;
};
