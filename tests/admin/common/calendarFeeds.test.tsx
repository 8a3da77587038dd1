import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalendarFeed } from '../../../src/shared/contract/calendar-feeds';
import { equipmentRecord } from '../helpers/equipmentRecord';
import type { FakeHandler } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { rowOf } from '../helpers/tableRows';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN' });
const mixer = equipmentRecord({ id: '0b6f6a3e-6a43-4d47-9d5b-0d1c2f3a4b5c', name: 'Concrete Mixer' });
const TOKEN = 'Qm9vdHN0cmFwLXRva2VuLWZvci10aGUtdGVzdHMtMTIz';
const PATH = `/api/v1/calendar-feeds/${TOKEN}.ics`;

const feed = (fields: Partial<CalendarFeed>): CalendarFeed => ({
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  subject: 'equipment',
  subjectId: mixer.id,
  label: 'Yard office',
  includeNames: false,
  createdBy: 'Asha Admin',
  createdAt: '2026-11-27T09:00:00.000Z',
  lastFetchedAt: null,
  revokedAt: null,
  ...fields,
});

/** The equipments screen over a fake API whose feeds list answers `feeds()` at each read. */
const openEquipments = (feeds: () => CalendarFeed[], routes: Record<string, FakeHandler> = {}) =>
  renderApp({
    path: '/equipments',
    token: admin,
    routes: {
      'GET /equipments': () => [200, { data: [mixer] }],
      'GET /calendar-feeds': () => [200, { data: feeds() }],
      ...routes,
    },
  });

type User = Awaited<ReturnType<typeof openEquipments>>['user'];

/** Opens the row's "Calendar feeds" from its actions menu, by keyboard. */
async function openFeeds(user: User) {
  const menuButton = within(await rowOf('Concrete Mixer')).getByRole('button', { name: 'Actions for Concrete Mixer' });
  menuButton.focus();
  await user.keyboard('{Enter}');
  const item = await screen.findByRole('menuitem', { name: 'Calendar feeds' });
  item.focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Calendar feeds: Concrete Mixer' });
}

describe('calendar feeds of an equipment (issue 29)', () => {
  it('creates a feed by keyboard, without customer names unless ticked, and shows its URL once to copy', async () => {
    let stored: CalendarFeed[] = [];
    const { user, server } = await openEquipments(() => stored, {
      'POST /calendar-feeds': () => {
        stored = [feed({})];
        return [201, { message: 'Calendar feed created', data: { ...feed({}), path: PATH } }];
      },
    });
    const dialog = await openFeeds(user);
    expect(await within(dialog).findByText('No calendar feeds yet')).toBeInTheDocument();
    expect(server.callsTo('GET /calendar-feeds')[0]?.params).toEqual({ subject: 'equipment', subjectId: mixer.id });

    await user.click(within(dialog).getByRole('textbox', { name: /Label/ }));
    await user.keyboard('Yard office{Enter}');
    await waitFor(() => expect(server.callsTo('POST /calendar-feeds')).toHaveLength(1));
    expect(server.callsTo('POST /calendar-feeds')[0]?.body).toEqual({
      subject: 'equipment',
      subjectId: mixer.id,
      label: 'Yard office',
      includeNames: false,
    });

    const url = `${window.location.origin}${PATH}`;
    const shown = await within(dialog).findByRole('textbox', { name: 'Feed URL' });
    expect(shown).toHaveValue(url);
    expect(shown).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Copy this URL now: it is shown only once.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy URL' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await within(dialog).findByRole('cell', { name: 'Yard office' })).toBeInTheDocument();

    // Closed and opened again, the URL is gone for good: only the list shows.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('calendar-feeds-dialog')).not.toBeInTheDocument());
    const again = await openFeeds(user);
    expect(await within(again).findByRole('cell', { name: 'Yard office' })).toBeInTheDocument();
    expect(within(again).queryByRole('textbox', { name: 'Feed URL' })).not.toBeInTheDocument();
    expect(again.textContent).not.toContain(TOKEN);
  });

  it('sends includeNames when ticked, and shows the server’s refusal on the label', async () => {
    const { user, server } = await openEquipments(() => [], {
      'POST /calendar-feeds': () => [400, { message: 'Label is required', errors: { label: 'Label is required' } }],
    });
    const dialog = await openFeeds(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include customer names' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create feed' }));
    await waitFor(() => expect(server.callsTo('POST /calendar-feeds')).toHaveLength(1));
    expect(server.callsTo('POST /calendar-feeds')[0]?.body).toMatchObject({ includeNames: true });
    expect(await within(dialog).findByText('Label is required')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Feed URL' })).not.toBeInTheDocument();
  });

  it('lists each feed with its last fetch, and revokes one only after a confirmation', async () => {
    let stored = [
      feed({ lastFetchedAt: '2026-11-27T10:15:00.000Z', includeNames: true }),
      feed({ id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', label: 'Old tablet', revokedAt: '2026-11-01T08:00:00.000Z' }),
    ];
    const { user, server } = await openEquipments(() => stored, {
      'POST /calendar-feeds/revoke': (request) => {
        stored = stored.map((f) =>
          f.id === (request.body as { id: string }).id ? { ...f, revokedAt: '2026-11-27T11:00:00.000Z' } : f,
        );
        return [200, { message: 'Calendar feed revoked', data: stored[0] }];
      },
    });
    const dialog = await openFeeds(user);
    const live = (await within(dialog).findByRole('cell', { name: 'Yard office' })).closest('tr')!;
    expect(live).toHaveTextContent('Shown');
    expect(live).toHaveTextContent('by Asha Admin');
    expect(live).toHaveTextContent('Active');
    const old = within(dialog).getByRole('cell', { name: 'Old tablet' }).closest('tr')!;
    expect(old).toHaveTextContent('Revoked');
    expect(within(old).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    await user.click(within(live).getByRole('button', { name: 'Revoke Yard office' }));
    const confirm = await screen.findByTestId('revoke-feed-dialog');
    expect(confirm).toHaveTextContent('stops working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('revoke-feed-dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /calendar-feeds/revoke')).toHaveLength(0);
    // Focus is back on the Revoke button, so the keyboard carries on from there.
    expect(within(live).getByRole('button', { name: 'Revoke Yard office' })).toHaveFocus();

    await user.click(within(live).getByRole('button', { name: 'Revoke Yard office' }));
    await user.click(within(await screen.findByTestId('revoke-feed-dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(server.callsTo('POST /calendar-feeds/revoke')).toHaveLength(1));
    expect(server.callsTo('POST /calendar-feeds/revoke')[0]?.body).toEqual({ id: stored[0]!.id });
    expect(await screen.findByText('Calendar feed revoked')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Revoke Yard office' })).not.toBeInTheDocument(),
    );
  });
});
