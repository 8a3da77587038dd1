import { Box, CircularProgress } from '@mui/material';

/** Full-screen spinner while the session is restored at start (spec §4 "App start"). */
export const LoadingScreen = ({ label }: { label: string }) => (
  <Box
    role="status"
    aria-live="polite"
    data-testid="app-loading"
    sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
  >
    <CircularProgress aria-label={label} />
  </Box>
);
