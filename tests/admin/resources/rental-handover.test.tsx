import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/messages';
import type { FakeReply } from '../helpers/fakeApi';
import { handoverRoutes, handoversApi, JCB_CHECKLIST, type stages } from '../helpers/handoversApi';
import { renderApp } from '../helpers/renderApp';
import { rowOf } from '../helpers/tableRows';
import { makeToken } from '../helpers/token';

const m = messages.handover;
const admin = makeToken({ role: 'ADMIN', name: 'Asha Admin' });

/** The Rentals screen over the handover fake, with the details of the rental of `name` open. */
async function openHandover(name: string, stage: keyof typeof stages | null, refuse?: FakeReply) {
  const app = await renderApp({ path: '/equipment-rentals', token: admin, routes: handoversApi(stage, refuse) });
  await app.user.click(within(await rowOf(name)).getByRole('button', { name: 'View Details' }));
  const details = await screen.findByRole('dialog', { name: 'Rental Details' });
  const section = await within(details).findByTestId('handover');
  return { ...app, details, section };
}

const buttonsOf = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('button')
    .concat(within(section).queryAllByRole('link'))
    .map((button) => button.textContent);

/** A dialog's field, typed into from empty. */
const typeInto = async (
  app: { user: { clear: (e: Element) => Promise<void>; type: (e: Element, t: string) => Promise<void> } },
  field: HTMLElement,
  value: string,
) => {
  await app.user.clear(field);
  await app.user.type(field, value);
};

describe('the handover section: the step offered at each stage (issue 29)', () => {
  it('offers Record pickup for a CONFIRMED rental not picked up, and nothing for a PENDING one', async () => {
    const { section, user, details } = await openHandover('Meena Iyer', null);
    expect(within(section).getByTestId('handover-stage')).toHaveTextContent(m.notPickedUp);
    expect(buttonsOf(section)).toEqual([m.recordPickup]);
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'View Details' }));
    const pending = await screen.findByRole('dialog', { name: 'Rental Details' });
    expect(buttonsOf(await within(pending).findByTestId('handover'))).toEqual([]);
  });

  it.each([
    ['OUT', m.stageOUT, [m.recordReturn, m.printSheet]],
    ['RETURNED', m.stageRETURNED, [m.settleDeposit, m.printSheet]],
    ['PARTLY_WITHHELD', m.stagePARTLY_WITHHELD, [m.printSheet]],
  ] as const)('at %s shows "%s" and offers %j', async (stage, label, offered) => {
    const { section } = await openHandover('Meena Iyer', stage);
    expect(within(section).getByTestId('handover-stage')).toHaveTextContent(label);
    expect(buttonsOf(section)).toEqual(offered);
    expect(within(section).getByRole('link', { name: m.printSheet })).toHaveAttribute(
      'href',
      '/equipment-rentals/9e2a4b3c-5d6f-4a7b-8c9d-2f3e4a5b6c7d/sheet',
    );
  });

  it('shows the money trail: held, the charges, then withheld and refunded with the reason', async () => {
    const { section } = await openHandover('Meena Iyer', 'PARTLY_WITHHELD');
    const trail = within(section).getByTestId('money-trail');
    expect(trail).toHaveTextContent(`${m.depositHeld}₹5,000.50`);
    expect(trail).toHaveTextContent(`${m.lateUnits}1 hour`);
    expect(trail).toHaveTextContent(`${m.chargesTotal}₹5,100.00`);
    expect(trail).toHaveTextContent(`${m.withheld}₹2,000.00`);
    expect(trail).toHaveTextContent(`${m.refunded}₹3,000.50`);
    expect(trail).toHaveTextContent(`${m.withheldReason}Tail light replaced`);
  });
});

describe('Record pickup', () => {
  it('refuses an amount that is not rupees, then sends the rupees typed as paise with the checklist and meter', async () => {
    const app = await openHandover('Meena Iyer', null);
    await app.user.click(within(app.section).getByRole('button', { name: m.recordPickup }));
    const dialog = await screen.findByTestId('pickup-dialog');
    // The first field takes the focus, as in every form dialog.
    await waitFor(() => expect(within(dialog).getByLabelText(/^Date/)).toHaveFocus());
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-11-24' } });
    fireEvent.change(within(dialog).getByLabelText(/^Time/), { target: { value: '09:10' } });
    expect(within(dialog).getByText(m.photosHint)).toBeInTheDocument();
    const amount = within(dialog).getByLabelText(/Deposit held/);
    await typeInto(app, amount, '5000.505');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(m.rupeesInvalid)).toBeInTheDocument();
    expect(app.server.callsTo(handoverRoutes.pickup)).toHaveLength(0);

    await typeInto(app, amount, '5000.5');
    await typeInto(app, within(dialog).getByLabelText(/Meter reading \(hours\)/), '1200');
    await app.user.click(within(dialog).getByLabelText(`Tyres: ${m.itemOk}`));
    await app.user.type(within(dialog).getByLabelText(`Tyres: ${m.itemNote}`), 'Worn front left');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m.recorded)).toBeInTheDocument();
    expect(app.server.callsTo(handoverRoutes.pickup)[0]?.body).toEqual({
      rentalId: '9e2a4b3c-5d6f-4a7b-8c9d-2f3e4a5b6c7d',
      date: '2026-11-24',
      time: '09:10',
      checklist: [
        { item: JCB_CHECKLIST[0], ok: true, note: null },
        { item: 'Tyres', ok: false, note: 'Worn front left' },
      ],
      notes: null,
      meterReading: 1200,
      photos: [],
      depositPaise: 500_050,
    });
    await waitFor(() => expect(screen.queryByTestId('pickup-dialog')).toBeNull());
    expect(await within(app.section).findByRole('button', { name: m.recordReturn })).toBeInTheDocument();
  });
});

describe('Record return', () => {
  it('sends the damage typed in rupees as paise, and shows the refusal of a return before the pickup under the date', async () => {
    const refused: FakeReply = [400, { message: m.returnBeforePickup, errors: { date: m.returnBeforePickup } }];
    const app = await openHandover('Meena Iyer', 'OUT', refused);
    await app.user.click(within(app.section).getByRole('button', { name: m.recordReturn }));
    const dialog = await screen.findByTestId('return-dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Date/)).toHaveFocus());
    // The return answers the pickup's items.
    expect(within(dialog).getByLabelText(`${JCB_CHECKLIST[0]}: ${m.itemOk}`)).toBeChecked();
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-11-23' } });
    fireEvent.change(within(dialog).getByLabelText(/^Time/), { target: { value: '08:00' } });
    await typeInto(app, within(dialog).getByLabelText(/Meter reading/), '1202');
    await app.user.type(within(dialog).getByLabelText(m.damageNotes), 'Cracked tail light');
    await typeInto(app, within(dialog).getByLabelText(/Damage charge/), '1500');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(m.returnBeforePickup)).toBeInTheDocument();
    expect(await screen.findByText(m.returnFailed)).toBeInTheDocument();
    expect(app.server.callsTo(handoverRoutes.return)[0]?.body).toMatchObject({
      date: '2026-11-23',
      time: '08:00',
      meterReading: 1202,
      damageNotes: 'Cracked tail light',
      damagePaise: 150_000,
    });
  });
});

describe('Update Status of a rental handed over', () => {
  it.each([
    ['OUT', m.statusPickedUp],
    ['PARTLY_WITHHELD', m.statusReturned],
  ] as const)('is disabled at %s, saying why, and opens nothing; others keep it', async (stage, why) => {
    const app = await renderApp({ path: '/equipment-rentals', token: admin, routes: handoversApi(stage) });
    const locked = within(await rowOf('Meena Iyer')).getByRole('button', { name: 'Update Status' });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    await app.user.hover(locked);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(why);
    expect(locked).toHaveAccessibleDescription(why);
    await app.user.click(locked);
    expect(screen.queryByRole('dialog', { name: 'Update Status' })).toBeNull();

    const free = within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'Update Status' });
    expect(free).not.toHaveAttribute('aria-disabled');
    await app.user.click(free);
    expect(await screen.findByRole('dialog', { name: 'Update Status' })).toBeInTheDocument();
  });
});

describe('after the return', () => {
  it('keeps the rental open though it leaves the Confirmed filter, the deposit to settle next', async () => {
    const app = await renderApp({ path: '/equipment-rentals', token: admin, routes: handoversApi('OUT') });
    await rowOf('Meena Iyer');
    await app.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await app.user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await waitFor(() => expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument());
    await app.user.click(within(await rowOf('Meena Iyer')).getByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: 'Rental Details' });
    await app.user.click(
      within(await within(details).findByTestId('handover')).getByRole('button', { name: m.recordReturn }),
    );
    const dialog = await screen.findByTestId('return-dialog');
    await typeInto(app, within(dialog).getByLabelText(/Meter reading/), '1202');
    await typeInto(app, within(dialog).getByLabelText(m.extraTurnaround), '2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m.returned)).toBeInTheDocument();
    expect(app.server.callsTo(handoverRoutes.return)[0]?.body).toMatchObject({ extraTurnaroundDays: 2 });

    // The row has left the filtered list; its details stay, with the next step offered.
    await waitFor(() => expect(screen.queryByRole('row', { name: /Meena Iyer/ })).not.toBeInTheDocument());
    const kept = await screen.findByRole('dialog', { name: 'Rental Details' });
    const section = await within(kept).findByTestId('handover');
    await waitFor(() => expect(within(section).getByTestId('handover-stage')).toHaveTextContent(m.stageRETURNED));
    expect(within(section).getByRole('button', { name: m.settleDeposit })).toBeInTheDocument();
    expect(within(section).getByTestId('return-report')).toHaveTextContent(`${m.extraTurnaround}2`);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // Closing it leaves the list as it was filtered.
    await app.user.click(within(kept).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Confirmed');
  });
});

describe('Settle deposit', () => {
  it('asks the amount and reason only to withhold, refuses more than the deposit, and sends paise', async () => {
    const app = await openHandover('Meena Iyer', 'RETURNED');
    await app.user.click(within(app.section).getByRole('button', { name: m.settleDeposit }));
    const dialog = await screen.findByTestId('settle-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(`${m.settleDeposit} · ₹5,000.50`);
    expect(within(dialog).queryByLabelText(/Amount withheld/)).toBeNull();
    await waitFor(() => expect(within(dialog).getByLabelText(m.settleWhole)).toHaveFocus());
    await app.user.click(within(dialog).getByLabelText(m.settlePart));
    const amount = within(dialog).getByLabelText(/Amount withheld/);
    await typeInto(app, amount, '5000.51');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(m.withheldRange)).toBeInTheDocument();
    expect(within(dialog).getByText(m.reasonRequired)).toBeInTheDocument();
    await typeInto(app, amount, 'two');
    expect(await within(dialog).findByText(m.rupeesInvalid)).toBeInTheDocument();
    expect(app.server.callsTo(handoverRoutes.settle)).toHaveLength(0);

    await typeInto(app, amount, '2000');
    await app.user.type(within(dialog).getByLabelText(/Reason withheld/), 'Tail light replaced');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m.settled)).toBeInTheDocument();
    expect(app.server.callsTo(handoverRoutes.settle)[0]?.body).toEqual({
      rentalId: '9e2a4b3c-5d6f-4a7b-8c9d-2f3e4a5b6c7d',
      withheldPaise: 200_000,
      reason: 'Tail light replaced',
    });
  });

  it('refunds the whole deposit with nothing withheld and no reason', async () => {
    const app = await openHandover('Meena Iyer', 'RETURNED');
    await app.user.click(within(app.section).getByRole('button', { name: m.settleDeposit }));
    const dialog = await screen.findByTestId('settle-dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m.settled)).toBeInTheDocument();
    expect(app.server.callsTo(handoverRoutes.settle)[0]?.body).toEqual({
      rentalId: '9e2a4b3c-5d6f-4a7b-8c9d-2f3e4a5b6c7d',
      withheldPaise: 0,
      reason: null,
    });
  });
});
