import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../../src/admin/screens';
import { ROLES } from '../../../src/shared/contract/common';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

// Every declared route for every role, rendered: the table's roles are what the app lets in, so
// a screen added to SCREENS is covered without editing this file.
const matrix = SCREENS.flatMap(({ path, roles, views }) =>
  ROLES.map((role) => ({ path, role, allowed: roles.includes(role), built: views !== undefined })),
);

describe('the route × role matrix (spec §2, §6)', () => {
  it.each(matrix.filter(({ allowed }) => !allowed))(
    'sends $role from $path to /unauthorized',
    async ({ path, role }) => {
      const { location } = await renderApp({ path, token: makeToken({ role }) });
      await waitFor(() => expect(location()).toBe('/unauthorized'));
    },
  );

  it.each(matrix.filter(({ allowed, built }) => allowed && built))(
    'opens $path to $role inside the layout',
    async ({ path, role }) => {
      // The fake API knows none of the screens' calls: the page's failed loads are logged.
      allowConsoleErrors();
      const { location } = await renderApp({ path, token: makeToken({ role }) });
      const menu = await screen.findByRole('navigation', { name: 'Main navigation' });
      expect(location()).toBe(path);
      expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
      const entry = within(menu)
        .queryAllByRole('link')
        .find((link) => link.getAttribute('href') === path);
      if (entry) expect(entry).toHaveAttribute('aria-current', 'page');
    },
  );
});
