import { Box, CircularProgress } from '@mui/material';
import { i18nProvider } from '../i18n/i18nProvider';
import { text } from '../i18n/text';

/** Full-screen spinner while the session is restored or the app loads (spec §4 "App start"). */
export const LoadingScreen = () => (
  <Box
    role="status"
    aria-live="polite"
    data-testid="app-loading"
    sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
  >
    <CircularProgress aria-label={i18nProvider.translate(text.layout.loading)} />
  </Box>
);
