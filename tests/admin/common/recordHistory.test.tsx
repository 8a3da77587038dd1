import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { History } from '../../../src/shared/contract/activity';
import { mixerHistory } from '../helpers/activityApi';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import { equipmentRecord } from '../helpers/equipmentRecord';
import type { FakeHandler } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { ravisRental, rentalsApi } from '../helpers/rentalsApi';
import { openRowAction } from '../helpers/tableRows';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN' });
const mixer = equipmentRecord({ id: 'e1', name: 'Concrete Mixer', dailyRate: 1500 });

const openMixerHistory = async (history: History, routes: Record<string, FakeHandler> = {}) => {
  const app = await renderApp({
    path: '/equipments',
    token: admin,
    routes: {
      'GET /equipments': () => [200, { data: [mixer] }],
      // The form's category select reads the categories.
      'GET /equipment-categories': () => [200, { data: [] }],
      'GET /activity/history': () => [200, history],
      ...routes,
    },
  });
  await openRowAction(app.user, 'Concrete Mixer', 'Edit');
  const dialog = await screen.findByTestId('equipment-edit-dialog');
  await app.user.click(within(dialog).getByRole('tab', { name: 'History' }));
  await within(dialog).findByTestId('record-history');
  return { ...app, dialog };
};

type App = Awaited<ReturnType<typeof openMixerHistory>>;

const versions = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByTestId('history-version')
    .map((item) => item.textContent);

const chooseVersion = ({ user, dialog }: App, index: number) =>
  user.click(within(dialog).getAllByTestId('history-version')[index] as HTMLElement);

const openRestore = async (app: App) => {
  await chooseVersion(app, 1);
  await app.user.click(within(app.dialog).getByRole('button', { name: 'Restore this version' }));
  return screen.findByRole('dialog', { name: 'Restore version 11?' });
};

describe('the History tab of an Edit dialog', () => {
  it("asks the log for the record's versions by the screen's activity name, newest first", async () => {
    const { dialog, server } = await openMixerHistory(mixerHistory());
    expect(server.callsTo('GET /activity/history')[0]?.params).toEqual({ entity: 'equipment', recordId: 'e1' });
    expect(versions(dialog)).toEqual([
      expect.stringContaining('Updated by Asha Admin'),
      expect.stringContaining('Created by Asha Admin'),
    ]);
    // The newest is the record as it is now: nothing to compare, nothing to restore.
    expect(within(dialog).getByTestId('version-same')).toHaveTextContent(
      'This version matches the record as it is now',
    );
    expect(within(dialog).queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });

  it('keeps what was typed while the history is looked at', async () => {
    const { dialog, user } = await openMixerHistory(mixerHistory());
    await user.click(within(dialog).getByRole('tab', { name: 'Details' }));
    const name = within(dialog).getByLabelText(/Equipment Name/);
    await user.clear(name);
    await user.type(name, 'Big Mixer');
    await user.click(within(dialog).getByRole('tab', { name: 'History' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Details' }));
    expect(within(dialog).getByLabelText(/Equipment Name/)).toHaveValue('Big Mixer');
  });

  it('shows an older version against the current record, or against another version', async () => {
    const app = await openMixerHistory(mixerHistory());
    await chooseVersion(app, 1);
    expect(within(app.dialog).getByTestId('change-dailyRate')).toHaveTextContent('Daily rate₹1,200.00₹1,500.00');

    await app.user.click(within(app.dialog).getByRole('combobox', { name: 'Compare with' }));
    await app.user.click(await screen.findByRole('option', { name: /^Updated/ }));
    expect(within(app.dialog).getByTestId('change-dailyRate')).toHaveTextContent('₹1,200.00₹1,500.00');
    expect(within(app.dialog).getByRole('button', { name: 'Restore this version' })).toBeInTheDocument();
  });

  it('says so when the record has been deleted', async () => {
    const { dialog } = await openMixerHistory(mixerHistory({ current: null }));
    expect(dialog).toHaveTextContent('This record has been deleted');
  });

  it('says when older versions are left to the Activity screen', async () => {
    const { dialog } = await openMixerHistory(mixerHistory({ more: true }));
    const link = within(dialog).getByTestId('history-more');
    expect(link).toHaveTextContent('The latest 2 versions; older ones are in Activity');
    expect(link).toHaveAttribute('href', '/activity?entity=equipment&recordId=e1');
  });

  it('offers no restore where the log says it may not', async () => {
    const app = await openMixerHistory(mixerHistory({ restorable: false }));
    await chooseVersion(app, 1);
    expect(within(app.dialog).queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });
});

describe('the restore confirmation', () => {
  it('shows why a version cannot be restored, with Restore disabled', async () => {
    const app = await openMixerHistory(mixerHistory(), {
      'POST /activity/restore-preview': () => [
        200,
        { changes: [], problems: ['An equipment with this name already exists'], recreates: false },
      ],
    });
    const confirm = await openRestore(app);
    expect(await within(confirm).findByTestId('restore-problems')).toHaveTextContent(
      'This version cannot be restored:An equipment with this name already exists',
    );
    expect(within(confirm).getByRole('button', { name: 'Restore' })).toBeDisabled();
    expect(app.server.callsTo('POST /activity/restore-preview')[0]?.body).toEqual({ versionId: '11' });
  });

  it('restores after showing the changes, then toasts and reloads the list', async () => {
    const app = await openMixerHistory(mixerHistory(), {
      'POST /activity/restore-preview': () => [
        200,
        { changes: [{ field: 'dailyRate', before: 1500, after: 1200 }], problems: [], recreates: false },
      ],
      'POST /activity/restore': () => [200, { message: 'Version restored', data: { dailyRate: 1200 } }],
    });
    const confirm = await openRestore(app);
    expect(await within(confirm).findByText('The restore will make these changes:')).toBeInTheDocument();
    expect(within(confirm).getByTestId('change-dailyRate')).toHaveTextContent('₹1,500.00₹1,200.00');
    const listed = app.server.callsTo('GET /equipments').length;

    await app.user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    expect(app.server.callsTo('POST /activity/restore')[0]?.body).toEqual({ versionId: '11' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Restore version 11?' })).not.toBeInTheDocument());
    await waitFor(() => expect(app.server.callsTo('GET /equipments').length).toBeGreaterThan(listed));
  });

  it("toasts the server's refusal and stays open", async () => {
    allowConsoleErrors();
    const app = await openMixerHistory(mixerHistory(), {
      'POST /activity/restore-preview': () => [
        200,
        { changes: [{ field: 'dailyRate', before: 1500, after: 1200 }], problems: [], recreates: false },
      ],
      'POST /activity/restore': () => [409, { message: 'The record already matches this version' }],
    });
    const confirm = await openRestore(app);
    await app.user.click(await within(confirm).findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The record already matches this version')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Restore version 11?' })).toBeInTheDocument();
  });
});

describe('the History tab of a details dialog', () => {
  it("asks for the rental's versions under its activity name", async () => {
    const { user, server } = await renderApp({
      path: '/equipment-rentals',
      token: admin,
      routes: {
        ...rentalsApi(),
        'GET /activity/history': () => [200, { data: [], current: null, restorable: false, more: false }],
      },
    });
    const row = (await screen.findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'History' }));
    expect(await within(dialog).findByText('No versions recorded for this record yet')).toBeInTheDocument();
    expect(server.callsTo('GET /activity/history')[0]?.params).toEqual({
      entity: 'equipment-rentals',
      recordId: ravisRental.id,
    });
  });
});
