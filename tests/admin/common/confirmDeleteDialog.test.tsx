import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDeleteDialog } from '../../../src/admin/common/dialogs/ConfirmDeleteDialog';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import { equipmentRecord } from '../helpers/equipmentRecord';
import { deferred, type FakeHandler, type FakeReply } from '../helpers/fakeApi';
import { renderInAdmin } from './renderInAdmin';

const crane = equipmentRecord({ id: '6d1e3f0a-1c2b-4a5d-8e9f-a0b1c2d3e4f5', name: 'Tower Crane' });

const Harness = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="dialog-state">{open ? 'open' : 'closed'}</p>
      <ConfirmDeleteDialog
        open={open}
        onClose={() => setOpen(false)}
        resource="equipments"
        record={crane}
        name={crane.name}
        description={`This will permanently delete the equipment "${crane.name}".`}
      />
    </>
  );
};

const renderDialog = (remove: FakeHandler) =>
  renderInAdmin(<Harness />, { routes: { 'POST /equipments/delete-equipment': remove } });

describe('ConfirmDeleteDialog (spec §2, §8)', () => {
  it('asks first, deletes on Delete, toasts the name and closes', async () => {
    const reply = deferred<FakeReply>();
    const { user, server } = renderDialog(() => reply.promise);
    const dialog = await screen.findByTestId('confirm-delete');
    expect(dialog).toHaveTextContent('Are you sure?');
    expect(dialog).toHaveTextContent('This will permanently delete the equipment "Tower Crane".');
    expect(server.requests).toHaveLength(0);

    await user.click(within(dialog).getByTestId('confirm-delete-button'));

    expect(within(dialog).getByTestId('confirm-delete-button')).toHaveTextContent('Deleting...');
    expect(within(dialog).getByTestId('confirm-delete-button')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(server.callsTo('POST /equipments/delete-equipment')[0]?.body).toEqual({ equipmentId: crane.id });

    await act(async () => reply.resolve([200, { message: 'Successfully Deleted', data: crane }]));

    expect(await screen.findByText('Successfully Deleted')).toBeInTheDocument();
    expect(screen.getByText('Tower Crane')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('dialog-state')).toHaveTextContent('closed'));
  });

  it("toasts 'Error deleting' with the server's message and stays open", async () => {
    allowConsoleErrors();
    const { user } = renderDialog(() => [
      409,
      { message: 'This equipment has rentals, so it cannot be deleted; mark it Not Available instead' },
    ]);
    await user.click(await screen.findByTestId('confirm-delete-button'));

    expect(await screen.findByText('Error deleting')).toBeInTheDocument();
    expect(
      screen.getByText('Error: This equipment has rentals, so it cannot be deleted; mark it Not Available instead'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('open');
    expect(screen.getByTestId('confirm-delete-button')).toHaveTextContent('Delete');
    expect(screen.getByTestId('confirm-delete-button')).toBeEnabled();
  });

  it('closes on Cancel without calling the API', async () => {
    const { user, server } = renderDialog(() => [200, { message: 'Successfully Deleted', data: crane }]);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('closed');
    expect(server.requests).toHaveLength(0);
  });
});
