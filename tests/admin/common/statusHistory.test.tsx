import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/admin/common/formatters';
import { type StatusChange, StatusHistory } from '../../../src/admin/common/status/StatusHistory';
import { renderInAdmin } from './renderInAdmin';

const confirmed: StatusChange = {
  id: 'c1',
  vendor: { name: 'Sharma Traders' },
  from: 'PENDING',
  to: 'CONFIRMED',
  by: { name: 'Asha' },
  at: '2025-05-22T06:30:00.000Z',
};
const shipped: StatusChange = { id: 'c2', from: 'CONFIRMED', to: 'SHIPPED', by: null, at: '2025-05-23T06:30:00.000Z' };

describe('StatusHistory', () => {
  it('lists each change in order: whose, from -> to, who and when', async () => {
    renderInAdmin(<StatusHistory changes={[confirmed, shipped]} />);
    const history = await screen.findByRole('region', { name: 'Status History' });
    const [first, second] = within(history).getAllByTestId('status-change') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(`Sharma TradersPending→Confirmedby Asha · ${formatDateTime(confirmed.at)}`);
    expect(within(first).getByText(formatDateTime(confirmed.at))).toHaveAttribute('datetime', confirmed.at);
    expect(second).toHaveTextContent(`Confirmed→Shippedby a deleted account · ${formatDateTime(shipped.at)}`);
  });

  it('says when there has been no change yet', async () => {
    renderInAdmin(<StatusHistory changes={[]} />);
    const history = await screen.findByRole('region', { name: 'Status History' });
    expect(history).toHaveTextContent('No status changes yet');
    expect(within(history).queryByRole('list')).not.toBeInTheDocument();
  });
});
