import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The table row showing `name`, once it is there. */
export const rowOf = async (name: string): Promise<HTMLTableRowElement> => {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

/** Picks `action` in the Actions menu of the row showing `name`. */
export const openRowAction = async (user: UserEvent, name: string, action: string) => {
  await user.click(within(await rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};
