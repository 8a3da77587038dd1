import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn, VENDOR, watchConsole, withDatabase } from './helpers';

/** Issue 26 "A vendor's inbox, live": the badge rises while the page is open, then all is read. */

/** The unread count the inbox button announces. */
async function unreadOf(page: Page): Promise<number> {
  const name = (await page.getByTestId('inbox-button').getAttribute('aria-label')) ?? '';
  const count = /Inbox, ([\d,]+) unread/.exec(name)?.[1];
  if (count === undefined) throw new Error(`no count in "${name}"`);
  return Number(count.replaceAll(',', ''));
}
/** By its label: while the drawer is open the app bar is hidden from assistive technology. */
const unreadIs = (page: Page, n: number, timeout?: number) =>
  expect(page.getByTestId('inbox-button')).toHaveAttribute('aria-label', `Inbox, ${n} unread`, { timeout });

/** No axe violation of impact serious or critical in what `within` selects (the page by default). */
async function expectAccessible(page: Page, within?: string) {
  const axe = new AxeBuilder({ page });
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  const blocking = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(blocking.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
}

/**
 * A customer's order of one item of the demo vendor, written as the marketplace's storefront
 * writes orders (no call of this API places one), over a connection of its own: the server's
 * streams find it in the table on their next heartbeat.
 */
const placeOrder = () =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO orders (customer_id, final_amount, shipping_address)
       SELECT id, 480, '12 MG Road, Pune' FROM customers ORDER BY id LIMIT 1 RETURNING id`,
    );
    const orderId = rows[0]!.id;
    await client.query(
      `INSERT INTO order_items (order_id, vendor_id, product_name, quantity, unit_price, total_price)
       SELECT $1, v.id, 'E2E Inbox Cement', 2, 240, 480
       FROM vendors v JOIN users u ON u.id = v.user_id WHERE u.email = $2`,
      [orderId, VENDOR.email],
    );
    return orderId;
  });

test('a vendor sees its badge rise as a message and an order arrive, opens the inbox and marks all read', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  await signIn(page, VENDOR);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/vendor-orders$/);
  await expect(page.locator('tbody').getByRole('row').first()).toBeVisible();
  const before = await unreadOf(page);

  // An admin's message through the API: pushed at once.
  const login = await request.post('/api/v1/auth/login', {
    data: ADMIN,
    headers: { 'x-forwarded-for': '10.98.0.1' },
  });
  const admin = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const filter = encodeURIComponent(JSON.stringify({ email: VENDOR.email }));
  const found = await request.get(`/api/v1/vendors?filter=${filter}`, { headers: admin });
  const [vendor] = (await found.json()) as { id: string }[];
  const sent = await request.post('/api/v1/inbox/message-vendor', {
    data: { vendorId: vendor!.id, text: 'Inventory check on Friday' },
    headers: admin,
  });
  expect(sent.status()).toBe(200);
  await unreadIs(page, before + 1);

  // An order: the badge rises and the list on screen shows it, with no reload (within a heartbeat).
  const orderId = await placeOrder();
  await unreadIs(page, before + 2, 20_000);
  await expect(page.locator('tbody').getByTitle(orderId)).toBeVisible();

  // The keyboard opens the inbox; the newest events come first.
  await page.getByTestId('inbox-button').focus();
  await page.keyboard.press('Enter');
  const inbox = page.getByRole('dialog', { name: 'Inbox' });
  await expect(inbox).toBeVisible();
  const events = inbox.getByTestId('inbox-event');
  await expect(events.nth(0)).toContainText(`New order #${orderId.slice(-8)}: 1 item, ₹480.00`);
  await expect(events.nth(1)).toContainText('Message from the admins: Inventory check on Friday');
  await expectAccessible(page);

  await inbox.getByRole('button', { name: 'Mark all read' }).click();
  await unreadIs(page, 0);
  await expect(page.getByText('Every event marked read')).toBeVisible();
  await expect(inbox.getByRole('button', { name: 'Mark read' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(inbox).toBeHidden();
  expect(problems).toEqual([]);
});
