import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InboxEvent } from '../../../src/shared/contract/inbox';
import { emptyVendorDashboard } from '../helpers/authForms';
import type { FakeRequest } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

const vendor = makeToken({ role: 'VENDOR', name: 'Vikram' });
const admin = makeToken({ role: 'ADMIN', name: 'Asha' });

const ORDER = '3f1c2a9e-1b2c-4d5e-8f90-12345678abcd';
const event = (seq: number, over: Partial<InboxEvent> = {}): InboxEvent => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  kind: 'NEW_ORDER',
  details: { orderId: ORDER, items: 2, total: 1250 },
  createdAt: '2026-11-27T10:00:00.000Z',
  readAt: null,
  ...over,
});

/** The inbox calls over an in-memory inbox, remembering what they were asked. */
function inboxApi(events: InboxEvent[], asked: FakeRequest[]) {
  const unread = () => events.filter((e) => e.readAt === null).length;
  return {
    ...emptyVendorDashboard,
    'GET /inbox/unread-count': () => [200, { data: { unread: unread() } }] as [number, unknown],
    'POST /inbox/list': () => [200, { data: [...events].reverse(), next: null }] as [number, unknown],
    'POST /inbox/mark-read': (request: FakeRequest) => {
      asked.push(request);
      const found = events.find((e) => e.id === (request.body as { id: string }).id);
      if (found) found.readAt = '2026-11-27T11:00:00.000Z';
      return [200, { message: 'Mark read' }] as [number, unknown];
    },
    'POST /inbox/mark-all-read': (request: FakeRequest) => {
      asked.push(request);
      const { upTo } = request.body as { upTo?: number };
      for (const e of events) if (upTo === undefined || e.seq <= upTo) e.readAt ??= '2026-11-27T11:00:00.000Z';
      return [200, { message: 'Every event marked read' }] as [number, unknown];
    },
  };
}

/** The event stream's server side: each connection's request, and frames pushed to the open one. */
function fakeStream() {
  const connections: Headers[] = [];
  let open: ReadableStreamDefaultController<Uint8Array> | undefined;
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    connections.push(new Headers(init?.headers));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        open = controller;
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  return {
    fetch,
    connections,
    push: (frame: string) => open?.enqueue(new TextEncoder().encode(frame)),
    end: () => open?.close(),
  };
}

const badge = () => screen.getByTestId('inbox-badge');

describe("a vendor's inbox in the app bar (issue 26)", () => {
  it('shows the unread count, lists events, marks one and then all read, and rises live', async () => {
    const events = [event(1, { kind: 'MESSAGE', details: { text: 'Stock count on Friday' } }), event(2)];
    const asked: FakeRequest[] = [];
    const stream = fakeStream();
    const { user } = await renderApp({ token: vendor, routes: inboxApi(events, asked), fetch: stream.fetch });
    const button = await screen.findByRole('button', { name: 'Inbox, 2 unread' });
    expect(badge()).toHaveTextContent('2');
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(stream.connections[0]?.get('authorization')).toBe(`Bearer ${vendor}`);

    // Keyboard: the button opens the drawer, a dialog named by its title.
    button.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Inbox' });
    const rows = await within(drawer).findAllByTestId('inbox-event');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('New order #5678abcd: 2 items, ₹1,250.00'),
      expect.stringContaining('Message from the admins: Stock count on Friday'),
    ]);

    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(button).toHaveAccessibleName('Inbox, 1 unread'));
    expect(asked.at(-1)?.body).toEqual({ id: events[0]?.id });
    expect(within(drawer).getAllByRole('button', { name: 'Mark read' })).toHaveLength(1);

    // A new event arrives on the stream: the count and the list follow without a reload.
    events.push(event(3, { kind: 'LOW_STOCK', details: { product: 'Sand', variant: '50 kg', stock: 3 } }));
    stream.push(`id: 3\nevent: inbox\ndata: ${JSON.stringify(events[2])}\n\n`);
    await waitFor(() => expect(button).toHaveAccessibleName('Inbox, 2 unread'));
    expect(badge()).toHaveTextContent('2');
    expect(await within(drawer).findByText('Sand (50 kg) is low on stock: 3 left')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(button).toHaveAccessibleName('Inbox, 0 unread'));
    expect(asked.at(-1)?.body).toEqual({ upTo: 3 });
    expect(await screen.findByText('Every event marked read')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    // The disabled button gave its focus up; from the drawer's Close button, Escape closes it.
    within(drawer).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inbox' })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('reconnects by itself after the stream ends, sending the last event id', async () => {
    const stream = fakeStream();
    await renderApp({ token: vendor, routes: inboxApi([], []), fetch: stream.fetch });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.push('retry: 10\n\nid: 7\nevent: ready\ndata: {}\n\n');
    stream.push(`id: 8\nevent: inbox\ndata: ${JSON.stringify(event(8))}\n\n`);
    // Ends after the frames: the client reads them first.
    stream.end();
    await waitFor(() => expect(stream.connections).toHaveLength(2));
    expect(stream.connections[1]?.get('last-event-id')).toBe('8');
  });

  it('says so when the inbox is empty', async () => {
    const { user } = await renderApp({ token: vendor, routes: inboxApi([], []), fetch: fakeStream().fetch });
    await user.click(await screen.findByRole('button', { name: 'Inbox, 0 unread' }));
    const drawer = await screen.findByRole('dialog', { name: 'Inbox' });
    expect(await within(drawer).findByText('Nothing here yet')).toBeInTheDocument();
  });

  it('waits for a required password change: the server refuses the inbox until then', async () => {
    const stream = fakeStream();
    const { user } = await renderApp({
      token: makeToken({ role: 'VENDOR', name: 'Vikram', mustChangePassword: true }),
      routes: { ...inboxApi([event(1)], []), 'POST /auth/change-password': () => [200, { token: vendor }] },
      fetch: stream.fetch,
    });
    await user.type(await screen.findByLabelText('New Password'), 'secret12');
    expect(screen.queryByTestId('inbox-button')).not.toBeInTheDocument();
    expect(stream.connections).toEqual([]);
    await user.type(screen.getByLabelText('Re-enter New Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByRole('button', { name: 'Inbox, 1 unread' })).toBeInTheDocument();
    await waitFor(() => expect(stream.connections).toHaveLength(1));
  });

  it('is not there for an admin', async () => {
    const stream = fakeStream();
    await renderApp({ token: admin, fetch: stream.fetch });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByTestId('inbox-button')).not.toBeInTheDocument();
    expect(stream.connections).toEqual([]);
  });
});
