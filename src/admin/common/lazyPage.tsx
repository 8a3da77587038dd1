import { Box, CircularProgress } from '@mui/material';
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { i18nProvider } from '../i18n/i18nProvider';
import { text } from '../i18n/text';

const PageLoading = () => (
  <Box
    role="status"
    aria-live="polite"
    data-testid="page-loading"
    sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
  >
    <CircularProgress size={28} aria-label={i18nProvider.translate(text.layout.loading)} />
  </Box>
);

/**
 * A screen loaded on first visit, in its own chunk, so the first paint downloads only the
 * shell. `load` picks the named export out of the module.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const Lazy = lazy(async () => ({ default: await load() }));
  return (props: P) => (
    <Suspense fallback={<PageLoading />}>
      <Lazy {...props} />
    </Suspense>
  );
}
