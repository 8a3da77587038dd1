import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from '../../../src/admin/common/status/StatusBadge';
import { ORDER_STATUSES, RENTAL_STATUSES } from '../../../src/shared/constants';
import { renderInAdmin } from './renderInAdmin';

const colourOf = (badge: HTMLElement) => [...badge.classList].find((name) => name.startsWith('MuiChip-color'));

describe('StatusBadge (spec §4)', () => {
  it('gives each order status its label and a colour of its own', async () => {
    renderInAdmin(ORDER_STATUSES.map((status) => <StatusBadge key={status} status={status} />));
    const badges = await screen.findAllByTestId('status-badge');
    expect(badges.map((badge) => [badge.textContent, colourOf(badge)])).toEqual([
      ['Pending', 'MuiChip-colorWarning'],
      ['Confirmed', 'MuiChip-colorInfo'],
      ['Shipped', 'MuiChip-colorSecondary'],
      ['Delivered', 'MuiChip-colorSuccess'],
      ['Cancelled', 'MuiChip-colorError'],
    ]);
  });

  it("knows a rental's COMPLETED, in a colour no other status has", async () => {
    renderInAdmin(RENTAL_STATUSES.map((status) => <StatusBadge key={status} status={status} />));
    const badges = await screen.findAllByTestId('status-badge');
    expect(badges.map((badge) => [badge.textContent, colourOf(badge)])).toEqual([
      ['Pending', 'MuiChip-colorWarning'],
      ['Confirmed', 'MuiChip-colorInfo'],
      ['Cancelled', 'MuiChip-colorError'],
      ['Completed', 'MuiChip-colorPrimary'],
    ]);
  });

  it('shows an unknown status by its own name with the PENDING appearance', async () => {
    renderInAdmin(<StatusBadge status="ON_HOLD" />);
    const badge = await screen.findByTestId('status-badge');
    expect(badge).toHaveTextContent('ON_HOLD');
    expect(colourOf(badge)).toBe('MuiChip-colorWarning');
  });
});
