import { expect, test } from '@playwright/test';
import { ADMIN, signIn, watchConsole } from './helpers';

test('an admin sends a notification to every customer, then reverts it', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, ADMIN);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Send Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const form = page.getByTestId('send-notification-form');

  // Spec §5: both are required, and nothing is sent without them.
  await form.getByRole('button', { name: 'Send Notification' }).click();
  await expect(page.getByText('Please enter title and message')).toBeVisible();

  const title = `E2E broadcast ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('Steel rebar 8 % off this week only.');
  await form.getByRole('button', { name: 'Send Notification' }).click();
  await expect(page.getByText('Notification sent')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('');
  const row = page.getByRole('row').filter({ hasText: title });
  // The demo data has 200 customers (scale 1).
  await expect(row).toContainText('200 customers');
  await expect(row).toContainText('Steel rebar 8 % off this week only.');

  await row.getByRole('button', { name: `Revert ${title}` }).click();
  const dialog = page.getByTestId('revert-notification-dialog');
  await expect(dialog).toContainText(
    `This will delete the admin notification "${title}" and all associated user notifications.`,
  );
  await page.getByTestId('revert-notification-confirm').click();
  await expect(page.getByText('Notification reverted')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(problems).toEqual([]);
});
