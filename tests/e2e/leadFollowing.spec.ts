// Issue 46: a lead arrives by itself and the office follows it live. A public sign-up shows up in the open Leads list
// with a toast; on the lead's page a quote sent and then opened by the customer shows "Sent" and "Opened" without a
// reload; staff extend it, mark it declined with a reason (the lead is lost for it), and set the lead's status back.
import { expect, test } from '@playwright/test';
import { apiCall, apiToken, openAs, themedScreenshots } from './helpers';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a sign-up becomes a lead the office sees live, and its quote’s opening and decline follow', async ({ page, request }) => {
  test.setTimeout(240_000);
  const csr = await apiToken(request, 'demo-csr');
  const [property] = await apiCall<{ zipcode: string; city: string }[]>(
    request,
    csr,
    'GET',
    `/properties?range=${encodeURIComponent('[0,0]')}`,
  );
  const suffix = Date.now().toString(36);
  const name = `Nora Vance ${suffix}`;

  await openAs(page, 'demo-csr', '/leads');
  await expect(page.getByRole('heading', { name: /Leads/ }).first()).toBeVisible();
  const signup = await request.post('/api/v1/customer-signup', {
    data: {
      name: { first: 'Nora', last: `Vance ${suffix}` },
      email: `nora.${suffix}@example.com`,
      mobile: '512-555-0142',
      address: '310 Shoal Creek Blvd',
      city: property.city,
      zipcode: property.zipcode,
      lotSize: 6400,
      serviceType: 'mow',
      frequency: 1,
    },
  });
  expect(signup.status()).toBe(201);
  // No reload: the socket's quotes-changed event reads the list again, and the notification toasts.
  await expect(page.getByText(`New lead: ${name}`)).toBeVisible();
  await expect(page.getByRole('cell', { name })).toBeVisible();

  const [lead] = await apiCall<{ _id: string; channel: string }[]>(
    request,
    csr,
    'GET',
    `/leads?filter=${encodeURIComponent(JSON.stringify({ q: `nora.${suffix}` }))}`,
  );
  expect(lead.channel).toBe('signup');
  const quote = await apiCall<{ _id: string }>(request, csr, 'POST', '/quotes', {
    leadId: lead._id,
    lines: [{ type: 'mow', frequency: 1, priceCents: 4200 }],
    expiresOn: inDays(10),
  });
  await page.goto(`/leads/${lead._id}/show`);
  await expect(page.getByTestId('quote-status')).toHaveText('Draft');
  const { link } = await apiCall<{ link: string }>(request, csr, 'POST', `/quotes/${quote._id}/send`, {});
  await expect(page.getByTestId('quote-status')).toHaveText('Sent');

  const customer = await page.context().newPage();
  await customer.goto(new URL(link, 'http://localhost').pathname);
  await expect(customer.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  await customer.close();
  await expect(page.getByTestId('quote-opened')).toBeVisible();

  await page.getByRole('button', { name: 'Extend' }).click();
  const extendDialog = page.getByRole('dialog');
  await extendDialog.getByLabel('Valid until').fill(inDays(20));
  await extendDialog.getByRole('button', { name: 'Extend' }).click();
  await expect(page.getByText(/The quote now expires on/)).toBeVisible();

  await themedScreenshots(page, 'i46', 'lead-quote-opened', `/leads/${lead._id}/show`, async (shown) => {
    await expect(shown.getByTestId('quote-opened')).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Declined' }).click();
  const declineDialog = page.getByRole('dialog');
  await declineDialog.getByRole('button', { name: 'Declined' }).click();
  await expect(declineDialog.getByText('Say why the lead was lost.')).toBeVisible();
  await declineDialog.getByLabel('Why did they decline?').fill('Chose a cheaper crew');
  await declineDialog.getByRole('button', { name: 'Declined' }).click();
  await expect(page.locator('#main-content').getByText('Declined: Chose a cheaper crew')).toBeVisible();
  await expect(page.getByTestId('quote-status')).toHaveText('Declined');
  await expect(page.getByTestId('lead-status')).toHaveValue('lost');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'New' }).click();
  await expect(page.getByTestId('lead-status')).toHaveValue('new');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Lost' }).click();
  // Back to new, the reason went with the old status: lost asks again.
  const lostDialog = page.getByRole('dialog');
  await lostDialog.getByRole('button', { name: 'Mark lost' }).click();
  await expect(lostDialog.getByText('Say why the lead was lost.')).toBeVisible();
  await lostDialog.getByLabel('Why lost').fill('No answer after two calls');
  await lostDialog.getByRole('button', { name: 'Mark lost' }).click();
  await expect(lostDialog).toBeHidden();
  await expect(page.getByTestId('lead-status')).toHaveValue('lost');
  await expect(page.locator('#main-content').getByText('No answer after two calls')).toBeVisible();

  await themedScreenshots(page, 'i46', 'lead-followed', `/leads/${lead._id}/show`, async (shown) => {
    await expect(shown.getByText('Declined: Chose a cheaper crew')).toBeVisible();
  });
});

test('the office sets when an unopened quote is followed up, from 0 to 30 days', async ({ page }) => {
  test.setTimeout(180_000);
  await openAs(page, 'demo-admin', '/system-settings');
  const days = page.locator('input[name="quotes.followUpDays"]');
  await days.scrollIntoViewIfNeeded();
  await expect(days).toHaveValue('3');
  const section = page.locator('section', { has: days });
  await days.fill('31');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Follow up after 0 to 30 days (0: never).')).toBeVisible();
  await days.fill('5');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.locator('input[name="quotes.followUpDays"]')).toHaveValue('5');
  // The section alone: the whole settings page is ten screens long on a phone.
  for (const theme of ['light', 'dark'])
    for (const width of [375, 1280]) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/system-settings');
      const shown = page.locator('section', { has: page.locator('input[name="quotes.followUpDays"]') });
      await expect(shown.locator('input')).toHaveValue('5');
      await shown.screenshot({ path: `test-results/i46/quotes-settings-${width}-${theme}.png` });
    }
});
