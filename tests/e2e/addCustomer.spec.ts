import { expect, type Page, test } from '@playwright/test';
import { expectPath, openMenuGroups, signIn } from './helpers';

const EMAIL_TAKEN = 'Email address already exists. Please try a different email.';
const PROPERTY_VIEW = /\/customers\/view\/[0-9a-f-]{36}$/;

/** A 10-digit phone no seeded customer has; the e2e database is shared by every spec of a run. */
const uniquePhone = (stamp: number, offset = 0) => `737${String(stamp + offset).slice(-7)}`;

async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The property fields a sign-up does not carry. */
async function fillPropertyDetails(page: Page) {
  await chooseOption(page, 'Corner Lot', 'No');
  await page.getByRole('textbox', { name: 'Pets and Security' }).fill('Friendly dog in the backyard');
  await page.getByRole('textbox', { name: 'Backyard Lock Code' }).fill('4321');
  await page.getByRole('textbox', { name: 'Subdivision Code' }).fill('TARRY-7');
  await page.getByRole('textbox', { name: 'Unit/Division' }).fill('N/A');
  await page.getByRole('spinbutton', { name: 'Price ($)' }).fill('45');
}

test('a csr adds a customer with a property and a weekly mow service, then finds it on the customers list', async ({ page }) => {
  const stamp = Date.now();
  const lastName = `Acosta${stamp}`;
  await signIn(page, 'demo-csr');
  await expectPath(page, '/dashboard');
  await page.getByRole('menuitem', { name: 'Add New Property' }).click();
  await expectPath(page, '/new-customer');

  await page.getByRole('button', { name: 'Save Customer' }).click();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription('First name is required.');
  await expect(page.getByRole('textbox', { name: 'Mobile Phone' })).toHaveAccessibleDescription('Phone number is required.');
  await expect(page.getByRole('textbox', { name: 'Zip Code', exact: true })).toHaveAccessibleDescription(
    'Zip code must be at least 5 characters.',
  );
  await expect(page.getByRole('spinbutton', { name: 'Lot Size (sq ft)' })).toHaveAccessibleDescription('Lot size is required.');
  await expect(page.getByRole('spinbutton', { name: 'Price ($)' })).toHaveAccessibleDescription('Price is required.');

  await page.getByRole('textbox', { name: 'First Name' }).fill('Lena');
  await page.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill('customer@lawndesk.test');
  await email.blur();
  await expect(email).toHaveAccessibleDescription(EMAIL_TAKEN);
  await email.fill(`lena.${stamp}@example.com`);
  await email.blur();
  await expect(page.getByText(EMAIL_TAKEN)).toHaveCount(0);

  const mobile = page.getByRole('textbox', { name: 'Mobile Phone' });
  await mobile.pressSequentially(uniquePhone(stamp));
  await expect(mobile).toHaveValue(/^\(737\) \d{3}-\d{4}$/);
  await page.getByRole('textbox', { name: 'Emergency Phone' }).fill(uniquePhone(stamp, 1));

  await page.getByRole('textbox', { name: 'Service Address' }).fill(`${stamp % 10000} Tarrytown Rd`);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Austin');
  await page.getByRole('textbox', { name: 'Zip Code', exact: true }).fill('78703');
  await expect(page.getByText('Market: Austin · tax 8.25%')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Lot Size (sq ft)' }).fill('6800');
  await expect(page.getByText('Average lot')).toBeVisible();
  await fillPropertyDetails(page);
  await expect(page.getByRole('combobox', { name: 'Frequency' })).toHaveText('Weekly');

  await page.getByRole('button', { name: 'Save Customer' }).click();
  await expect(page).toHaveURL(PROPERTY_VIEW);
  await expect(page.getByText(`Customer Lena ${lastName} added.`)).toBeVisible();

  await page.goto('/customers');
  await page.getByPlaceholder('Name, e-mail, phone, address or zip').fill(lastName);
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toHaveCount(1);
});

test('a csr converts a sign-up from the sign-up process, which then shows as converted', async ({ page }) => {
  await signIn(page, 'demo-csr');
  await expectPath(page, '/dashboard');
  await openMenuGroups(page);
  await page.getByRole('menuitem', { name: 'Sign-up Process' }).click();
  await expectPath(page, '/system-settings/signup-process');
  const marisol = page.getByRole('row', { name: /Marisol Ortega/ });
  await expect(marisol).toContainText('(512) 555-7781');
  await expect(marisol).toContainText('New');

  await marisol.getByRole('link', { name: 'Convert Marisol Ortega' }).click();
  await expect(page).toHaveURL(/\/new-customer\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Marisol');
  await expect(page.getByRole('textbox', { name: 'Mobile Phone' })).toHaveValue('(512) 555-7781');
  await expect(page.getByText('Market: Austin · tax 8.25%')).toBeVisible();
  await page.getByRole('textbox', { name: 'Emergency Phone' }).fill(uniquePhone(Date.now(), 2));
  await fillPropertyDetails(page);
  await page.getByRole('button', { name: 'Save Customer' }).click();
  await expect(page).toHaveURL(PROPERTY_VIEW);

  await page.getByRole('menuitem', { name: 'Sign-up Process' }).click();
  await expect(marisol).toContainText('Converted');
  await expect(marisol.getByRole('link', { name: /Convert/ })).toHaveCount(0);
});

test('a csr locks a customer with a reason, finds it in the locked list and unlocks it', async ({ page }) => {
  const stamp = Date.now();
  const lastName = `Lockwood${stamp}`;
  await signIn(page, 'demo-csr');
  await expectPath(page, '/dashboard');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const created = await page.request.post('/api/v1/customers', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: { first: 'Nora', last: lastName },
      email: `nora.${stamp}@example.com`,
      mobile: uniquePhone(stamp, 3),
      emergencyPhone: uniquePhone(stamp, 4),
      property: {
        address: '77 Lock Ln',
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

  await openMenuGroups(page);
  await page.getByRole('menuitem', { name: 'Locked Customers' }).click();
  await expectPath(page, '/locked-customers');
  const dialog = page.getByRole('dialog', { name: 'Lock a customer' });
  // The list may still be turning into its empty state, which replaces the button under a first click.
  await expect(async () => {
    await page.getByRole('button', { name: 'Lock a customer' }).click();
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Lock' }).click();
  await expect(dialog.getByText('Choose a customer.')).toBeVisible();
  await expect(dialog.getByText('Reason is required.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Customer' }).fill(lastName);
  await page.getByRole('option', { name: new RegExp(`Nora ${lastName}`) }).click();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Disputed charge under review');
  await dialog.getByRole('button', { name: 'Lock' }).click();
  await expect(dialog).toBeHidden();

  await page.getByPlaceholder('Name, e-mail or phone').fill(lastName);
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toContainText('Disputed charge under review');
  await row.getByRole('button', { name: `Unlock Nora ${lastName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Customer unlocked.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
