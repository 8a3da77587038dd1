import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/admin/common/formatters';
import type { AdminNotification } from '../../../src/shared/contract/admin-notifications';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import { deferred, type FakeHandler, type FakeReply } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { rowOf } from '../helpers/tableRows';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN' });

const monsoon: AdminNotification = {
  id: '3f6c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  title: 'Monsoon ready',
  message: 'Roof coatings are 10 % off until Sunday.',
  createdAt: '2025-06-20T04:30:00.000Z',
  reach: 500,
};
const cement: AdminNotification = {
  id: '4a7d2e3f-5c6b-4d7e-9f80-a1b2c3d4e5f6',
  title: 'Cement prices revised',
  message: 'Prices change on the 1st.',
  createdAt: '2025-06-01T10:00:00.000Z',
  reach: 1,
};
const sentId = '5b8e3f40-6d7c-4e8f-a091-b2c3d4e5f607';

/** A fake notifications API that keeps what is sent and reverted. */
const notificationsApi = (initial: AdminNotification[] = [cement, monsoon]) => {
  let rows = [...initial];
  const routes: Record<string, FakeHandler> = {
    'GET /admin-notifications': () => [200, { data: rows }],
    'POST /admin-notifications/send': ({ body }) => {
      const sent = {
        id: sentId,
        ...(body as { title: string; message: string }),
        createdAt: new Date().toISOString(),
        reach: 3,
      };
      rows = [sent, ...rows];
      return [201, { message: 'Notification sent', data: sent }];
    },
    'POST /admin-notifications/revert': ({ body }) => {
      const { adminNotificationId } = body as { adminNotificationId: string };
      const reverted = rows.find((row) => row.id === adminNotificationId);
      rows = rows.filter((row) => row.id !== adminNotificationId);
      return reverted
        ? [200, { message: 'Notification reverted', data: reverted }]
        : [404, { message: 'Notification not found' }];
    },
  };
  return routes;
};

const openNotifications = (routes: Record<string, FakeHandler> = {}) =>
  renderApp({ path: '/notifications', token: admin, routes: { ...notificationsApi(), ...routes } });

type App = Awaited<ReturnType<typeof openNotifications>>;

const form = () => screen.findByTestId('send-notification-form');
const sendCalls = (app: App) => app.server.callsTo('POST /admin-notifications/send');

async function fillAndSend(app: App, title: string, message: string) {
  const sendForm = await form();
  if (title) await app.user.type(within(sendForm).getByLabelText('Title'), title);
  if (message) await app.user.type(within(sendForm).getByLabelText('Message'), message);
  await app.user.click(within(sendForm).getByRole('button', { name: 'Send Notification' }));
}

describe('the Notifications screen (spec §2)', () => {
  it('shows the send form and the broadcasts sent, newest first, with their reach', async () => {
    await openNotifications();
    const monsoonRow = await rowOf('Monsoon ready');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Send Notifications');
    const sendForm = await form();
    expect(within(sendForm).getByLabelText('Title')).toHaveValue('');
    expect(within(sendForm).getByLabelText('Message')).toHaveValue('');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Title',
      'Message',
      'Created At',
      'Reach',
      'Actions',
    ]);
    expect(monsoonRow).toHaveTextContent('Roof coatings are 10 % off until Sunday.');
    expect(monsoonRow).toHaveTextContent(formatDateTime(monsoon.createdAt));
    expect(formatDateTime(monsoon.createdAt)).toMatch(/^20 Jun 2025, /);
    expect(monsoonRow).toHaveTextContent('500 customers');
    expect(await rowOf('Cement prices revised')).toHaveTextContent('1 customer');
    const titles = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(titles).toEqual(['Monsoon ready', 'Cement prices revised']);
  });

  it("shows 'No notifications found' when none was sent, with the form still there", async () => {
    await openNotifications(notificationsApi([]));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No notifications found');
    expect(await form()).toBeInTheDocument();
  });

  it("shows 'Failed to load notifications' with the message", async () => {
    allowConsoleErrors();
    await openNotifications({ 'GET /admin-notifications': () => [503, { message: 'The database is unavailable' }] });
    const panel = await screen.findByTestId('list-error');
    expect(panel).toHaveTextContent('Failed to load notifications');
    expect(panel).toHaveTextContent('The database is unavailable');
  });
});

describe('sending (spec §5 "Send notification", §8)', () => {
  it.each([
    ['both blank', '', ''],
    ['a blank message', 'Monsoon sale', ''],
    ['a title of spaces', '   ', 'Roof coatings 10 % off'],
  ])("with %s: the notice 'Please enter title and message' and no call", async (_case, title, message) => {
    const app = await openNotifications();
    await rowOf('Monsoon ready');
    await fillAndSend(app, title, message);
    expect(await screen.findByText('Please enter title and message')).toBeInTheDocument();
    expect(sendCalls(app)).toHaveLength(0);
  });

  it("sends the trimmed title and message, toasts 'Notification sent' and empties the form", async () => {
    const reply = deferred<FakeReply>();
    const app = await openNotifications({ 'POST /admin-notifications/send': () => reply.promise });
    await rowOf('Monsoon ready');
    await fillAndSend(app, ' Diwali offers ', 'Lights and paints 20 % off');

    const sendForm = await form();
    expect(await within(sendForm).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(sendCalls(app)[0]?.body).toEqual({ title: 'Diwali offers', message: 'Lights and paints 20 % off' });
    const sent = {
      id: sentId,
      title: 'Diwali offers',
      message: 'Lights and paints 20 % off',
      createdAt: new Date().toISOString(),
      reach: 3,
    };
    await act(async () => reply.resolve([201, { message: 'Notification sent', data: sent }]));

    expect(await screen.findByText('Notification sent')).toBeInTheDocument();
    expect(within(sendForm).getByLabelText('Title')).toHaveValue('');
    expect(within(sendForm).getByLabelText('Message')).toHaveValue('');
  });

  it('lists the broadcast once it is sent, with its reach', async () => {
    const app = await openNotifications();
    await rowOf('Monsoon ready');
    await fillAndSend(app, 'Diwali offers', 'Lights and paints 20 % off');
    expect(await rowOf('Diwali offers')).toHaveTextContent('3 customers');
  });

  it("shows the server's message when sending fails, and keeps what was typed", async () => {
    allowConsoleErrors();
    const app = await openNotifications({
      'POST /admin-notifications/send': () => [
        503,
        { message: 'The database is unavailable, please try again shortly' },
      ],
    });
    await rowOf('Monsoon ready');
    await fillAndSend(app, 'Diwali offers', 'Lights 20 % off');
    expect(await screen.findByText('The database is unavailable, please try again shortly')).toBeInTheDocument();
    expect(within(await form()).getByLabelText('Title')).toHaveValue('Diwali offers');
    expect(screen.queryByText('Notification sent')).not.toBeInTheDocument();
  });
});

describe('reverting (spec §2, §8)', () => {
  const openRevert = async (app: App, title: string) => {
    await app.user.click(within(await rowOf(title)).getByRole('button', { name: `Revert ${title}` }));
    return screen.findByTestId('revert-notification-dialog');
  };

  it('asks first, saying the user notifications go too; Cancel sends nothing', async () => {
    const app = await openNotifications();
    const dialog = await openRevert(app, 'Monsoon ready');
    expect(dialog).toHaveTextContent('Revert notification?');
    expect(dialog).toHaveTextContent(
      'This will delete the admin notification "Monsoon ready" and all associated user notifications.',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('revert-notification-dialog')).not.toBeInTheDocument());
    expect(app.server.callsTo('POST /admin-notifications/revert')).toHaveLength(0);
  });

  it("reverts on confirmation: the call, 'Notification reverted', and the row is gone", async () => {
    const app = await openNotifications();
    const dialog = await openRevert(app, 'Monsoon ready');
    await app.user.click(within(dialog).getByTestId('revert-notification-confirm'));

    expect(await screen.findByText('Notification reverted')).toBeInTheDocument();
    expect(app.server.callsTo('POST /admin-notifications/revert')[0]?.body).toEqual({
      adminNotificationId: monsoon.id,
    });
    await waitFor(() => expect(screen.queryByText('Monsoon ready')).not.toBeInTheDocument());
    expect(screen.getByText('Cement prices revised')).toBeInTheDocument();
  });

  it("shows the server's message when the revert fails, and stays open", async () => {
    allowConsoleErrors();
    const app = await openNotifications({
      'POST /admin-notifications/revert': () => [404, { message: 'Notification not found' }],
    });
    const dialog = await openRevert(app, 'Cement prices revised');
    await app.user.click(within(dialog).getByTestId('revert-notification-confirm'));
    expect(await screen.findByText('Notification not found')).toBeInTheDocument();
    expect(screen.getByTestId('revert-notification-dialog')).toBeInTheDocument();
  });
});
