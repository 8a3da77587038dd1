import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/messages';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import type { FakeReply } from '../helpers/fakeApi';
import { handoversApi } from '../helpers/handoversApi';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

const m = messages.handover;
const admin = makeToken({ role: 'ADMIN', name: 'Asha Admin' });

describe('the printable sheet (/equipment-rentals/:id/sheet), outside the layout', () => {
  const path = '/equipment-rentals/9e2a4b3c-5d6f-4a7b-8c9d-2f3e4a5b6c7d/sheet';

  it('shows an admin the rental, both reports side by side and the money trail', async () => {
    await renderApp({ path, token: admin, routes: handoversApi('PARTLY_WITHHELD') });
    const sheet = await screen.findByTestId('handover-sheet');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent(`${m.sheetTitle} · 4a5b6c7d`);
    expect(within(sheet).getByTestId('sheet-pickup')).toHaveTextContent(`${m.recordedBy}Asha Admin`);
    expect(within(sheet).getByTestId('sheet-return')).toHaveTextContent('Cracked tail light');
    expect(within(sheet).getByTestId('money-trail')).toHaveTextContent(`${m.refunded}₹3,000.50`);
  });

  it('says why when the rental cannot be read', async () => {
    allowConsoleErrors();
    const routes = {
      ...handoversApi(null),
      'POST /equipment-rentals/rental-details': () => [404, { message: messages.rental.notFound }] as FakeReply,
    };
    await renderApp({ path, token: admin, routes });
    const error = await screen.findByTestId('handover-sheet-error');
    expect(error).toHaveTextContent(m.loadError);
    expect(error).toHaveTextContent(messages.rental.notFound);
  });

  it('sends a vendor to /unauthorized, asking for no rental', async () => {
    const vendor = await renderApp({ path, token: makeToken({ role: 'VENDOR' }), routes: handoversApi(null) });
    await waitFor(() => expect(vendor.location()).toBe('/unauthorized'));
    expect(vendor.server.callsTo('POST /equipment-rentals/rental-details')).toHaveLength(0);
  });

  it('sends a signed-out visitor to sign in', async () => {
    const visitor = await renderApp({ path, routes: handoversApi(null) });
    await waitFor(() => expect(visitor.location()).toBe('/login'));
    expect(visitor.server.callsTo('POST /equipment-rentals/rental-details')).toHaveLength(0);
  });
});
