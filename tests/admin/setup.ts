import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';
import { failOnConsoleErrors } from './helpers/consoleErrors';

failOnConsoleErrors();

// Screens load lazily; on a busy 2-core machine (both test projects run at once) the first
// render can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module-wide store and replays them to the next Toaster.
  toast.dismiss();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
