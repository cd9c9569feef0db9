// Reports in the browser: an admin opens the catalogue, filters a report and exports it as CSV, and the file holds
// the report's rows; then the catalogue and two reports at 375 and 1280 px, light and dark (test-results/reports/).
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import type { ReportPage } from '../../common/schemas/report';
import { parseCsv } from '../api/csvText';
import { apiGet, expectPath, signIn, themedScreenshots } from './helpers';

const WIDE = 'dateFrom=2020-01-01&dateTo=2030-12-31';

test('an admin exports the customers report as CSV and the file holds the report’s rows', async ({ page, request }) => {
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  await page.getByRole('menuitem', { name: 'Reports', exact: true }).click();
  await expectPath(page, '/reports');
  await page.getByRole('link', { name: /Customers by status and source/ }).click();
  await expectPath(page, '/reports/customers');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(page).toHaveURL(/status=active/);

  const expected = await apiGet<ReportPage>(page, request, '/customer-reports/customers?status=active&length=500');
  expect(expected.total).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Customers by status and source' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(expected.total, 25) + 1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('customers.csv');
  await expect(page.getByText(`Exported ${expected.total} rows.`)).toBeVisible();
  const [header, ...rows] = parseCsv(await readFile((await file.path()) as string, 'utf8'));
  expect(header).toEqual(['Status', 'Source', 'Past customer type', 'Customers']);
  expect(rows).toEqual(
    expected.list.map((row) => [String(row.status), String(row.source), String(row.pastCustomerType), String(row.customers)]),
  );
});

test('the reports at 375 and 1280 px, light and dark', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  const screens: [name: string, path: string, ready: (page: Page) => Promise<void>][] = [
    ['catalogue', '/reports', (p) => expect(p.getByRole('link', { name: /Failed payments/ })).toBeVisible()],
    [
      'visits',
      `/reports/visits?${WIDE}`,
      (p) => expect(p.getByRole('table', { name: 'Visits completed' })).toBeVisible({ timeout: 30_000 }),
    ],
    [
      'revenue',
      `/reports/revenue?${WIDE}`,
      (p) =>
        expect(p.getByRole('table', { name: 'Revenue and tax' }).or(p.getByText('No rows match these filters.'))).toBeVisible({
          timeout: 30_000,
        }),
    ],
  ];
  for (const [name, path, ready] of screens) await themedScreenshots(page, 'reports', name, path, ready);
});
