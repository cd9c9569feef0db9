// Dates and times as the spec writes them (M/D/YYYY; 'MM/dd/yyyy, h:mm a') on the business's clock, named CST when
// the browser's clock differs, and gateway declines in the user's language, in English and Spanish.
import { expect, type Page, test } from '@playwright/test';
import type { PaymentRow } from '../../common/schemas/paymentRecord';
import { apiGet, expectPath, signIn, toSpanish, openAs } from './helpers';

// A browser in Madrid reads the business's Chicago times with the zone's name.
test.use({ timezoneId: 'Europe/Madrid' });

const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
const NOTIFICATION_TIME = /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (AM|PM) C[SD]T$/;

async function notificationTexts(page: Page, bell: RegExp) {
  await page.getByRole('button', { name: bell }).click();
  const list = page.getByTestId('notification-list');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return list;
}

test('notifications read their times as MM/dd/yyyy, h:mm a CST and their dates as M/D/YYYY, in both languages', async ({ page }) => {
  await signIn(page, 'demo-csr');
  await expectPath(page, '/dashboard');
  for (const [language, bell] of [
    ['en', /^Notifications/],
    ['es', /^Notificaciones/],
  ] as const) {
    if (language === 'es') await toSpanish(page);
    const list = await notificationTexts(page, bell);
    const times = await list.locator('.MuiTypography-caption').allInnerTexts();
    const ownTimes = times.filter((text) => /^\d{2}\//.test(text));
    expect(ownTimes.length).toBeGreaterThan(0);
    for (const time of ownTimes) expect(time).toMatch(NOTIFICATION_TIME);
    for (const text of await list.getByRole('listitem').allInnerTexts()) expect(text).not.toMatch(ISO_DAY);
    await page.keyboard.press('Escape');
  }
});

test('the crew status map heads the day M/D/YYYY with times on the business clock, named CST', async ({ page }) => {
  await openAs(page, 'demo-csr', '/crew-status-map');
  const heading = page.getByText(/ · updated at /);
  await expect(heading).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4} · updated at \d{1,2}:\d{2} (AM|PM) C[SD]T/);
  // Each crew's own working hours, on the same clock.
  await expect(page.getByText(/ · hours \d{1,2}:\d{2} (AM|PM)–\d{1,2}:\d{2} (AM|PM) C[SD]T$/).first()).toBeVisible();
  await toSpanish(page);
  await expect(page.getByText(/ · actualizado a las /)).toHaveText(
    /^\d{1,2}\/\d{1,2}\/\d{4} · actualizado a las \d{1,2}:\d{2} (AM|PM) C[SD]T/,
  );
  await expect(page.getByText(/ · horario \d{1,2}:\d{2} (AM|PM)–\d{1,2}:\d{2} (AM|PM) C[SD]T$/).first()).toBeVisible();
});

test('a declined charge reads its reason in the user’s language on the property’s billing', async ({ page, request }) => {
  await signIn(page, 'demo-csr');
  await expectPath(page, '/dashboard');
  const payments = await apiGet<PaymentRow[]>(page, request, '/payments?range=[0,999]&sort=["date","DESC"]');
  const declined = payments.find((payment) => payment.failureCode === '51');
  expect(declined, 'the demo holds an insufficient-funds decline').toBeTruthy();
  await page.goto(`/customers/view/${declined!.propertyId}`);
  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page.getByText('Insufficient funds').first()).toBeVisible();
  await toSpanish(page);
  // The language switch draws the page again on its first tab.
  await page.getByRole('tab', { name: 'Facturación' }).click();
  await expect(page.getByText('Fondos insuficientes').first()).toBeVisible();
  await expect(page.getByText('Insufficient funds')).toHaveCount(0);
});
