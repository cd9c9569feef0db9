// The accounting records list as a bookkeeper works it on a phone: failed records with QuickBooks' long reasons (the
// list's answer is stood in for, so that failures show whatever the fake QuickBooks did), read whole at 375 px with
// nothing wider than the screen, "Send again" under its reason; screenshots at 375 and 1280 px, light and dark.
import { expect, type Page, test } from '@playwright/test';
import type { AccountingRecord } from '../../common/schemas/accounting';
import { expectPath, signIn, themedScreenshots } from './helpers';

const LONG_DETAIL =
  'Business Validation Error: Select a bank charges account for card fees. Detail: AccountRef is required for a JournalEntry line; AccountRef_Id_0000000000000000000000 is missing or inactive.';

const record = (index: number, status: AccountingRecord['status']): AccountingRecord => ({
  id: `record-${index}`,
  kind: index % 2 ? 'fee' : 'salesreceipt',
  localId: `payment-${index}`,
  customerId: `customer-${index}`,
  customerName: index % 3 ? 'Ana Peña' : 'Oak Hollow Homeowners Association of Northwest Austin',
  personName: null,
  minutes: null,
  date: '2026-11-16',
  paymentId: `payment-${index}`,
  amountCents: 4871 + index,
  status,
  quickbooksId: status === 'sent' ? String(100 + index) : null,
  attempts: status === 'failed' ? 3 : 1,
  failureKey:
    status === 'failed' ? (index % 2 ? 'server.accounting.failure.fee_account_unmapped' : 'server.accounting.failure.refused') : null,
  failure: null,
  failureDetail: status === 'failed' ? LONG_DETAIL : null,
  sentAt: status === 'sent' ? '2026-11-29T16:33:00.000Z' : null,
  updatedAt: '2026-11-29T16:33:00.000Z',
});
const RECORDS = [0, 1, 2].map((index) => record(index, 'failed')).concat([3, 4].map((index) => record(index, 'sent')));

async function standInRecords(page: Page) {
  await page.route('**/api/v1/accounting/quickbooks/records?*', (route) =>
    route.fulfill({ json: { status: 200, data: { list: RECORDS, total: 317 } } }),
  );
}

test('a bookkeeper reads each failed record whole and sends it again on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo-admin');
  await page.goto('/system-settings/accounting');
  await expect(page.getByRole('heading', { name: 'Accounting: QuickBooks Online' })).toBeVisible();
  const connect = page.getByRole('button', { name: 'Connect QuickBooks' });
  if (await connect.isVisible()) {
    await connect.click();
    await expectPath(page, '/system-settings/accounting');
    await expect(page.getByText(/Connected to QuickBooks company \d+/)).toBeVisible({ timeout: 30_000 });
  }
  await standInRecords(page);

  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/system-settings/accounting');
  const records = page.getByRole('region', { name: 'Records' });
  await expect(records.getByText(LONG_DETAIL).first()).toBeVisible();
  // Nothing is wider than the phone: no sideways scroll, and each reason and its button inside the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const box of [records.getByText(LONG_DETAIL).first(), records.getByRole('button', { name: 'Send again' }).first()]) {
    const { x, width } = (await box.boundingBox())!;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(375);
  }
  // The reason has the card's width (not a slim middle column beside the button): it wraps into few lines.
  const reason = (await records.getByText(LONG_DETAIL).first().boundingBox())!;
  expect(reason.width).toBeGreaterThan(240);

  await themedScreenshots(page, 'accounting-records', 'records', '/system-settings/accounting', async (shown) => {
    await expect(shown.getByText(LONG_DETAIL).first()).toBeVisible({ timeout: 30_000 });
  });
});
