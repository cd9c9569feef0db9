import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { themedScreenshots, SHOT_THEMES, SHOT_WIDTHS, openAs } from './helpers';

const PATH = '/system-settings/import-customers';
const tag = Date.now().toString(36);
const CSV = [
  'First Name,Last Name,Email,Mobile Phone,Service Street 1,Service City,Service Zip code,Service,Frequency,Day,Price',
  `Importa,Uno${tag},uno.${tag}@example.com,(512) 555-1201,10 Import Way,austin,78745-1234,Mowing,biweekly,Tue,$40`,
  `Importa,Dos${tag},dos.${tag}@example.com,512.555.1202,20 Import Way,Austin,78745,Lawn; Bush & Bed,weekly,martes,35`,
  `Importa,Tres${tag},tres.${tag}@example.com,+1 512 555 1203,30 Import Way,Austin,78745,,,,`,
  `Importa,Uno${tag},uno.${tag}@example.com,(512) 555-1201,40 Import Way,Austin,78745,Arbustos y jardineras,mensual,,90`,
  `Importa,Copia${tag},copia.${tag}@example.com,512 555 1204,20 Import Way,Austin,78745,,,,`,
  `Importa,Error${tag},error.${tag}@example.com,555-1205,50 Import Way,Austin,,,,,`,
].join('\n');

async function upload(page: Page) {
  await page
    .getByLabel('Choose CSV or Excel file')
    .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${CSV}`) });
  await expect(page.getByTestId('import-totals')).toContainText('Create: 4', { timeout: 30_000 });
}

test('an admin previews a spreadsheet, imports it and finds the customers in the list', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, 'demo-admin', PATH);
  await upload(page);
  const totals = page.getByTestId('import-totals');
  await expect(totals).toContainText('Skip: 1');
  await expect(totals).toContainText('Error: 1');
  await expect(
    page.getByRole('row', { name: new RegExp(`Copia${tag}.*Row \\d+ \\(Importa Dos${tag}\\) already has this service address`) }),
  ).toBeVisible();
  // Uno's second row is a second property of the customer its first row creates.
  await expect(page.getByRole('row', { name: new RegExp(`Uno${tag}, 40 Import Way`) })).toContainText('Create');
  // The 7-digit phone alone would be left out with a warning; the missing zip code refuses the row.
  await expect(page.getByRole('row', { name: new RegExp(`Error${tag}.*Zip code`) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'The first rows of the file' })).toContainText('10 Import Way');
  await expect(page.getByRole('combobox', { name: /^Zip code/ })).toContainText('Service Zip code');
  await expect(page.getByRole('combobox', { name: 'Service (lawn, bush and bed)' })).toHaveText('Service');

  // The preview at 375 and 1280 px, light and dark.
  for (const theme of SHOT_THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of SHOT_WIDTHS) {
      await page.evaluate((open) => localStorage.setItem('RaStoreLawnDesk.sidebar.open', JSON.stringify(open)), width > 375);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PATH);
      await upload(page);
      await page.screenshot({ path: `test-results/import/preview-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import finished: 6 rows read.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/4 properties are at their zip code's centre/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download report (CSV)' })).toBeVisible();
  await page.screenshot({ path: 'test-results/import/report-1280.png', fullPage: true });

  await page.goto('/customers');
  await page.getByPlaceholder('Name, e-mail, phone, address or zip').fill(tag);
  await expect(page.getByText(`Uno${tag}`).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Tres${tag}`).first()).toBeVisible();
  await expect(page.getByText(`Error${tag}`)).toHaveCount(0);

  // Placed at their zip code's centre (shipped with the product): the report and the customers list say how many.
  const approximate = /properties are at their zip code's centre/;
  await page.goto('/customers');
  await expect(page.getByText(approximate)).toBeVisible();
  await page.getByRole('link', { name: 'Show them' }).click();
  await expect(page).toHaveURL(/locationApproximate/);
  await themedScreenshots(page, 'import', 'customers-approximate', '/customers', async (shown) => {
    await expect(shown.getByText(approximate)).toBeVisible();
  });
});

/** Customers like the CSV's with their own tag, phones and addresses, imported to be found again under Past imports. */
const pastTag = `${tag}p`;
const PAST_CSV = CSV.replaceAll(tag, pastTag)
  .replace(/555([-. ])12/g, '555$114')
  .replaceAll('Import Way', 'Past Way');

test('an import is listed under Past imports after leaving the page, its report paged by outcome, and undone there', async ({ page }) => {
  test.setTimeout(180_000);
  const fileName = `past-${pastTag}.csv`;
  await openAs(page, 'demo-admin', PATH);
  await page.getByLabel('Choose CSV or Excel file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(PAST_CSV) });
  await expect(page.getByTestId('import-totals')).toContainText('Create: 4', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import finished: 6 rows read.')).toBeVisible({ timeout: 60_000 });

  await page.goto('/dashboard');
  await page.goto(PATH);
  const past = page.getByRole('table', { name: 'Past imports' });
  const listed = past.getByRole('row', { name: new RegExp(fileName.replaceAll('.', '\\.')) });
  await expect(listed).toContainText('Imported', { timeout: 30_000 });
  await expect(listed).toContainText('Create 4');
  await listed.getByRole('button', { name: `Open the report of ${fileName}` }).click();
  await expect(page.getByText('Import finished: 6 rows read.')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Rows and their outcomes' });
  await expect(rows.getByRole('row')).toHaveCount(7);
  await page.getByTestId('import-totals').getByRole('button', { name: 'Error: 1' }).click();
  await expect(rows.getByRole('row')).toHaveCount(2);
  await expect(rows.getByRole('row', { name: new RegExp(`Error${pastTag}`) })).toBeVisible();

  await themedScreenshots(page, 'import', 'past-imports', PATH, async () => {
    await expect(page.getByRole('table', { name: 'Past imports' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: `Open the report of ${fileName}` }).click();
    await expect(page.getByText('Import finished: 6 rows read.')).toBeVisible();
  });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PATH);
  await past.getByRole('button', { name: `Undo the import of ${fileName}` }).click();
  await expect(listed).toContainText('Undone', { timeout: 30_000 });
  await expect(past.getByRole('button', { name: `Undo the import of ${fileName}` })).toHaveCount(0);
});

/** Customers like the CSV's (others: their own tag, phones and addresses) as an Excel workbook behind an instructions sheet, phones and zip
 * codes typed as numbers. */
const bookTag = `${tag}x`;
async function workbook() {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Instructions').addRow(['Fill in the Customers sheet']);
  const sheet = book.addWorksheet('Customers');
  const rows = CSV.replaceAll(tag, bookTag)
    .replace(/555([-. ])12/g, '555$113')
    .replaceAll('Import Way', 'Workbook Way');
  for (const line of rows.split('\n')) sheet.addRow(line.split(',').map((cell) => (/^\d{5,10}$/.test(cell) ? Number(cell) : cell)));
  sheet.addRow([
    'Libro',
    `Cuatro${bookTag}`,
    `cuatro.${bookTag}@example.com`,
    5125551206,
    '60 Import Way',
    'Austin',
    78745,
    'Mowing',
    'weekly',
    'Fri',
    30,
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an admin previews an Excel workbook, its sheet with customers read and another one offered', async ({ page }) => {
  test.setTimeout(120_000);
  const xlsx = await workbook();
  await openAs(page, 'demo-admin', PATH);
  await themedScreenshots(page, 'import', 'xlsx-preview', PATH, async () => {
    await page.getByLabel('Choose CSV or Excel file').setInputFiles({
      name: 'customers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx,
    });
    await expect(page.getByTestId('import-totals')).toContainText('Create: 5', { timeout: 30_000 });
  });
  await expect(page.getByRole('combobox', { name: 'Sheet' })).toContainText('Customers');
  await expect(page.getByText('The workbook has 2 sheets')).toBeVisible();
  await expect(page.getByTestId('import-totals')).toContainText('Skip: 1');
  await expect(page.getByRole('row', { name: new RegExp(`Cuatro${bookTag}`) })).toBeVisible();

  await page.getByRole('combobox', { name: 'Sheet' }).click();
  await page.getByRole('option', { name: 'Instructions' }).click();
  await expect(page.getByText('The file has no rows under its header line.')).toBeVisible({ timeout: 30_000 });
});

test('an admin settles a client id an earlier import gave another person', async ({ page }) => {
  test.setTimeout(180_000);
  const header = 'Client ID,First Name,Last Name,Email,Phone,Address,City,Zip';
  const ids = [`E${tag}1`, `E${tag}2`];
  const earlier = [
    header,
    ...ids.map((id, at) => `${id},Earl${at},Person${tag},earl${at}.${tag}@example.com,,${at + 1} Earlier Rd,Austin,78745`),
  ];
  const now = [
    header,
    ...ids.map((id, at) => `${id},Nueva${at},Cliente${tag},nueva${at}.${tag}@example.com,,${at + 1}0 Oak Ln,Austin,78745`),
  ];
  const send = (lines: string[]) =>
    page
      .getByLabel('Choose CSV or Excel file')
      .setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });

  const outcomes = (p: Page) => p.getByRole('table', { name: 'Rows and their outcomes' });

  await openAs(page, 'demo-admin', PATH);
  await send(earlier);
  await expect(page.getByTestId('import-totals')).toContainText('Create: 2', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import finished: 2 rows read.')).toBeVisible({ timeout: 60_000 });

  const askAndChoose = async (p: Page) => {
    await send(now);
    await expect(p.getByTestId('import-totals')).toContainText('Skip: 2', { timeout: 30_000 });
    const first = outcomes(p).getByRole('row', { name: new RegExp(`Nueva0 Cliente${tag}`) });
    await first.getByRole('button', { name: 'Make a new customer' }).last().click();
    await expect(p.getByTestId('import-totals')).toContainText('Create: 1');
    await expect(first).toContainText('Your choice: a new customer');
    await expect(
      p
        .getByRole('row', { name: new RegExp(`Nueva1 Cliente${tag}`) })
        .getByRole('button', { name: `Attach to Earl1 Person${tag}` })
        .last(),
    ).toBeVisible();
  };
  await themedScreenshots(page, 'import', 'source-id-question', PATH, askAndChoose);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PATH);
  await askAndChoose(page);
  await page
    .getByRole('row', { name: new RegExp(`Nueva1 Cliente${tag}`) })
    .getByRole('button', { name: /^Attach to/ })
    .last()
    .click();
  await expect(page.getByTestId('import-totals')).toContainText('Create: 2');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import finished: 2 rows read.')).toBeVisible({ timeout: 60_000 });
  await page.goto(`/customers?filter=${encodeURIComponent(JSON.stringify({ q: `Cliente${tag}` }))}`);
  await expect(page.getByText(`Nueva0 Cliente${tag}`).first()).toBeVisible();
  await expect(page.getByText(`Nueva1 Cliente${tag}`)).toHaveCount(0);
});
