// Refer & Earn in a real browser: the demo customer opens it from the profile menu, copies its link and downloads the
// QR code (a 300 × 300 PNG even on a screen of pixel ratio 2); a visitor opens the link, finds the code prefilled and
// signs up. Screens at 375 and 1280 px, light and dark (test-results/refer/).
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectPath, fillSignupForm, signIn, themedScreenshots, openAs } from './helpers';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

const screenshots = (page: Page, name: string, path: string, ready: (page: Page) => Promise<void>) =>
  themedScreenshots(page, 'refer', name, path, ready);

test.use({ deviceScaleFactor: 2 });

test('the customer shares its referral link and a visitor signs up through it', async ({ page, browser }) => {
  // Eight full-page shots at pixel ratio 2 besides the story.
  test.slow();
  await signIn(page, 'demo-customer');
  await expectPath(page, '/customers/dashboard');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Refer & Earn' }).click();
  await expectPath(page, '/refer-and-earn');

  const link = page.getByRole('textbox', { name: 'Your referral link' });
  await expect(link).toHaveValue(/\/signup\?referralCode=DEMO2026$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Referral link copied to clipboard!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });
  await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download QR code' }).click()]);
  expect(download.suggestedFilename()).toBe('qr_code.png');
  expect(pngSize(await readFile(await download.path()))).toEqual([300, 300]);

  await screenshots(page, 'refer-and-earn', '/refer-and-earn', (p) =>
    expect(p.getByRole('heading', { name: 'How it works' })).toBeVisible(),
  );

  const visitor = await browser.newPage();
  await visitor.goto(await link.inputValue());
  await expect(visitor.getByRole('textbox', { name: /Referral code/ })).toHaveValue('DEMO2026');
  await screenshots(visitor, 'signup', '/signup?referralCode=DEMO2026', (p) =>
    expect(p.getByRole('button', { name: 'Sign up' })).toBeVisible(),
  );
  await fillSignupForm(visitor, {
    first: 'Rosa',
    last: 'Referred',
    email: 'rosa.referred@example.com',
    phone: '5125550191',
    address: '44 Pecan St',
  });
  await visitor.getByRole('button', { name: 'Sign up' }).click();
  await expect(visitor.getByRole('status')).toHaveText('Thank you! We will contact you shortly.');
  await visitor.close();
});

test('staff link a property to the demo customer by its code, and both sides see the tracker', async ({ page, browser }) => {
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  await page.setViewportSize({ width: 1280, height: 900 });
  // A property of its own, so no earlier test's referral is on it.
  const stamp = Date.now();
  const lastName = `Referee${stamp}`;
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const created = await page.request.post('/api/v1/customers', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: { first: 'Rita', last: lastName },
      email: `rita.${stamp}@example.com`,
      mobile: `512${String(stamp).slice(-7)}`,
      emergencyPhone: `512${String(stamp + 1).slice(-7)}`,
      property: {
        address: '12 Referral Rd',
        city: 'Austin',
        zipcode: '78701',
        lotSize: 5000,
        cornerLot: false,
        petsAndSecurity: 'None',
        backyardLockCode: '0',
        subdivisionCode: 'DT',
        duplexUnit: 'N/A',
      },
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/customers');
  await page.getByPlaceholder('Name, e-mail, phone, address or zip').fill(lastName);
  await page.getByRole('row', { name: new RegExp(lastName) }).click();
  await expect(page).toHaveURL(/\/customers\/view\/[0-9a-f-]{36}$/);

  const panel = page.getByRole('region', { name: 'Referrals' });
  await panel.getByRole('button', { name: 'Add referral code' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: "Referrer's referral code" }).fill('demo2026');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Referred by Dana Whitfield')).toBeVisible();
  await expect(panel.getByText('0 of 6')).toBeVisible();
  await page.waitForTimeout(500);
  await panel.screenshot({ path: 'test-results/refer/staff-referrals-1280-light.png' });

  const customer = await browser.newPage();
  await openAs(customer, 'demo-customer', '/refer-and-earn');
  await expect(customer.getByRole('region', { name: 'Your wallet' }).getByText(/^You referred /)).toBeVisible();
  await customer.close();
});
