// A customer whose phone cannot take texts: the demo's landline, refused by Twilio, shows on the customer
// card under the phone and as a failed text with Twilio's words in the Messages tab. Screenshots at 375 and 1280 px,
// both themes.
import { expect, test } from '@playwright/test';
import type { CustomerRecord } from '../../common/schemas/customerRecord';
import { apiGet, SHOT_WIDTHS, signIn, themedScreenshots } from './helpers';

const PAGE = 100;

test('a csr sees a refused phone on the customer card and the failed text in the Messages tab', async ({ page, request }) => {
  await signIn(page, 'demo-csr');
  let flagged: CustomerRecord | undefined;
  for (let first = 0; !flagged && first < 5_000; first += PAGE) {
    const range = encodeURIComponent(JSON.stringify([first, first + PAGE - 1]));
    const rows = await apiGet<CustomerRecord[]>(page, request, `/customers?range=${range}`);
    flagged = rows.find((row) => row.mobileInvalid);
    if (rows.length < PAGE) break;
  }
  expect(flagged, 'the demo has a customer with a refused phone').toBeDefined();
  const { properties } = await apiGet<{ properties: { _id: string }[] }>(page, request, `/customers/${flagged!._id}`);
  const path = `/customers/view/${properties[0]._id}`;

  await page.goto(path);
  const note = page.getByRole('note').filter({ hasText: 'Texts refused since' });
  await expect(note).toContainText("'To' number is not a valid mobile number. Nothing more is texted there until the number changes.");

  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByText("Reason: 21614 'To' number is not a valid mobile number")).toBeVisible();

  // A message from a template: by text it is refused with the reason, by e-mail it goes and lists.
  await page.getByRole('button', { name: 'Send a message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a message' });
  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Gate code needed' }).click();
  await expect(dialog.getByRole('region', { name: 'What the customer receives' })).toContainText(flagged!.name.first);
  await dialog.getByRole('radio', { name: 'Text' }).check();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('The customer’s number cannot take texts: change it first.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'E-mail' }).check();
  for (const width of SHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await dialog.screenshot({ path: `test-results/refused-contact/send-message-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Message sent.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'From a template' }).first()).toBeVisible();

  await themedScreenshots(page, 'refused-contact', 'customer-card', path, async (target) => {
    await expect(target.getByRole('note').filter({ hasText: 'Texts refused since' })).toBeVisible({ timeout: 30_000 });
  });
});
