import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { allowConsoleErrors } from './consoleErrors';
import type { FakeHandler } from './fakeApi';
import type { renderApp } from './renderApp';
import { rowOf } from './tableRows';

type App = Awaited<ReturnType<typeof renderApp>>;

/** A summary card's figure: 'pendingRentalOrders' ... */
export const cardValue = (counter: string) => screen.getByTestId(`summary-${counter}-value`);

/** The summary cards' figures, by counter: `{ allRentalOrders: 3, ... }`. */
export const expectCards = (figures: Record<string, number>) => {
  for (const [counter, figure] of Object.entries(figures)) {
    expect(cardValue(counter)).toHaveTextContent(new RegExp(`^${figure}$`));
  }
};

/** The summary cards' titles, in order (the first regions of the page). */
export const cardTitles = (cards: number) =>
  screen
    .getAllByRole('region')
    .slice(0, cards)
    .map((card) => card.getAttribute('aria-label'));

/** The cells of the row showing `name`, once it is there. */
export const cellsOf = async (name: string) => within(await rowOf(name)).getAllByRole('cell') as HTMLElement[];

/** A badge's MUI colour class: 'MuiChip-colorWarning' ... */
export const colourOf = (badge: HTMLElement) => [...badge.classList].find((name) => name.startsWith('MuiChip-color'));

/**
 * Opens the row's Update Status dialog. `choose` picks a value in its select and says which
 * values were offered; `submit` is its button, and `save` presses it and waits for the toast
 * and the dialog's closing.
 */
export const openStatusUpdate = async (app: App, name: string) => {
  await app.user.click(within(await rowOf(name)).getByRole('button', { name: 'Update Status' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
  const choose = async (status: string) => {
    await app.user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    await app.user.click(screen.getByRole('option', { name: status }));
    return offered;
  };
  const submit = within(dialog).getByRole('button', { name: 'Update Status' });
  const save = async (toast: string) => {
    await app.user.click(submit);
    expect(await screen.findByText(toast)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Status' })).not.toBeInTheDocument());
  };
  return { ...app, dialog, choose, submit, save };
};

/**
 * Spec §8 for a status update that fails: the server's message in a toast with the dialog kept
 * open, else the resource's fallback. `open` renders the list with extra routes.
 */
export const itToastsUpdateFailures = ({
  open,
  route,
  name,
  fallback,
}: {
  open: (routes: Record<string, FakeHandler>) => Promise<App>;
  /** 'POST /equipment-rentals/update-rental-order' ... */
  route: string;
  /** The row to update. */
  name: string;
  fallback: string;
}) => {
  const failWith = async (reply: FakeHandler) => {
    allowConsoleErrors();
    const { user, choose, submit } = await openStatusUpdate(await open({ [route]: reply }), name);
    await choose('Cancelled');
    await user.click(submit);
  };

  it("shows the server's message when the change is refused, and keeps the dialog open", async () => {
    await failWith(() => [404, { message: 'Not yours to change' }]);
    expect(await screen.findByText('Not yours to change')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update Status' })).toBeInTheDocument();
  });

  it(`falls back to '${fallback}' when the failure says nothing`, async () => {
    await failWith(() => Promise.reject(new Error('')));
    expect(await screen.findByText(fallback)).toBeInTheDocument();
  });
};

/** The row showing `name` shows each value in the column its key heads. */
export const expectCells = async (name: string, byHeader: Record<string, string | RegExp>) => {
  const cells = await cellsOf(name);
  const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
  for (const [header, value] of Object.entries(byHeader)) {
    expect(cells[headers.indexOf(header)], header).toHaveTextContent(value);
  }
};

/** Each region of `dialog`, by its name, shows each of its lines (label and value run together). */
export const expectRegions = (dialog: HTMLElement, regions: Record<string, readonly string[]>) => {
  for (const [name, lines] of Object.entries(regions)) {
    const region = within(dialog).getByRole('region', { name });
    for (const line of lines) expect(region, name).toHaveTextContent(line);
  }
};
