import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusUpdateDialog, type StatusUpdateDialogProps } from '../../../src/admin/common/dialogs/StatusUpdateDialog';
import { text } from '../../../src/admin/i18n/text';
import { BOOKING_STATUSES } from '../../../src/shared/constants';
import { renderInAdmin } from './renderInAdmin';

const renderDialog = (status: string, warning?: StatusUpdateDialogProps['warning']) =>
  renderInAdmin(
    <StatusUpdateDialog
      open
      onClose={() => undefined}
      record={{ id: 'b1', status }}
      statuses={BOOKING_STATUSES}
      texts={text.booking}
      description="Booking b1"
      warning={warning}
    />,
    { resource: 'vendor-orders' },
  );

describe('StatusUpdateDialog (spec §4)', () => {
  it('offers the values it is given, starting from the current one, and waits for a different one', async () => {
    const { user } = renderDialog('CONFIRMED');
    const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
    expect(dialog).toHaveTextContent('Booking b1');
    const select = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(select).toHaveTextContent('Confirmed');
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeDisabled();

    await user.click(select);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Pending',
      'Confirmed',
      'Cancelled',
    ]);
    await user.click(screen.getByRole('option', { name: 'Cancelled' }));
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeEnabled();
  });

  it('starts empty on an unknown current status, and needs a value chosen', async () => {
    const { user } = renderDialog('ON_HOLD');
    const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeEnabled();
  });

  it('shows its warning slot for the value chosen so far, and still lets the change be made', async () => {
    const { user } = renderDialog('PENDING', (chosen) =>
      chosen === 'CONFIRMED' ? <p role="alert">Confirming would overbook</p> : null,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Confirming would overbook');
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeEnabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
