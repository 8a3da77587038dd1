import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useAddUndoableMutation, useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';
import { text } from '../../../src/admin/i18n/text';
import { ToastNotification } from '../../../src/admin/layout/ToastNotification';
import { ThemeModeProvider } from '../../../src/admin/layout/theme/ThemeModeProvider';

/** Raises notices the way react-admin's screens do. */
const Notices = ({ outcomes }: { outcomes: boolean[] }) => {
  const notify = useNotify();
  const addUndoableMutation = useAddUndoableMutation();
  return (
    <>
      <button type="button" onClick={() => notify(text.equipment.added, { type: 'success' })}>
        plain
      </button>
      <button
        type="button"
        onClick={() => {
          addUndoableMutation(({ isUndo }) => outcomes.push(isUndo));
          notify('ra.notification.deleted', { type: 'info', undoable: true, messageArgs: { smart_count: 1 } });
        }}
      >
        undoable
      </button>
    </>
  );
};

const renderNotices = () => {
  const outcomes: boolean[] = [];
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ThemeModeProvider>
        <Notices outcomes={outcomes} />
        <ToastNotification />
      </ThemeModeProvider>
    </AdminContext>,
  );
  return { outcomes, user: userEvent.setup() };
};

describe("react-admin's notices in the sonner toast area", () => {
  it('shows a translated notice as a toast', async () => {
    const { user } = renderNotices();
    await user.click(screen.getByRole('button', { name: 'plain' }));
    expect(await screen.findByText('Equipment added successfully!')).toBeInTheDocument();
  });

  it('offers Undo on an undoable change and runs the change undone', async () => {
    const { user, outcomes } = renderNotices();
    await user.click(screen.getByRole('button', { name: 'undoable' }));
    expect(await screen.findByText('Element deleted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(outcomes).toEqual([true]));
  });

  it('runs the change for real when the toast is dismissed', async () => {
    const { user, outcomes } = renderNotices();
    await user.click(screen.getByRole('button', { name: 'undoable' }));
    await screen.findByText('Element deleted');

    await user.click(screen.getByRole('button', { name: 'Close toast' }));

    await waitFor(() => expect(outcomes).toEqual([false]));
  });
});
