import { expect, test } from '@playwright/test';
import { expectPath, signIn } from './helpers';

const EMAIL_TAKEN = 'Email address already exists. Please try a different email.';

/** A 10-digit phone no other spec uses; the e2e database is shared by every spec of a run. */
const uniquePhone = (stamp: number, offset = 0) => `726${String(stamp + offset).slice(-7)}`;

test('a csr converts a property to a new customer and sees it under that customer', async ({ page }) => {
  const stamp = Date.now();
  const ownerLast = `Owens${stamp}`;
  const buyerLast = `Byers${stamp}`;
  const ownerEmail = `olive.${stamp}@example.com`;
  await signIn(page, 'demo-csr');
  await expectPath(page, '/dashboard');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const created = await page.request.post('/api/v1/customers', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: { first: 'Olive', last: ownerLast },
      email: ownerEmail,
      mobile: uniquePhone(stamp),
      emergencyPhone: uniquePhone(stamp, 1),
      property: {
        address: `${stamp % 10000} Convert Ct`,
        city: 'Austin',
        zipcode: '78701',
        lotSize: 5200,
        cornerLot: false,
        petsAndSecurity: 'None',
        backyardLockCode: '0',
        subdivisionCode: 'DT',
        duplexUnit: 'N/A',
      },
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { property: { _id: string } } };

  await page.goto(`/customers/view/${data.property._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Olive ${ownerLast}` })).toBeVisible();
  await page.getByRole('button', { name: 'Convert Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert Property' });
  await dialog.getByRole('button', { name: 'New customer' }).click();
  const firstName = dialog.getByRole('textbox', { name: 'First Name' });
  await expect(firstName).not.toHaveAccessibleDescription('First name is required.');
  await dialog.getByRole('button', { name: 'Convert' }).click();
  await expect(firstName).toHaveAccessibleDescription('First name is required.');
  await expect(dialog.getByRole('textbox', { name: 'Mobile Phone' })).toHaveAccessibleDescription('Phone number is required.');

  await firstName.fill('Bea');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill(buyerLast);
  const email = dialog.getByRole('textbox', { name: 'Email' });
  await email.fill(ownerEmail);
  await email.blur();
  await expect(email).toHaveAccessibleDescription(EMAIL_TAKEN);
  await email.fill(`bea.${stamp}@example.com`);
  await email.blur();
  await expect(dialog.getByText(EMAIL_TAKEN)).toHaveCount(0);
  const mobile = dialog.getByRole('textbox', { name: 'Mobile Phone' });
  await mobile.pressSequentially(uniquePhone(stamp, 2));
  await expect(mobile).toHaveValue(/^\(726\) \d{3}-\d{4}$/);
  await dialog.getByRole('textbox', { name: 'Emergency Phone' }).fill(uniquePhone(stamp, 3));
  await dialog.getByRole('button', { name: 'Convert' }).click();

  await expect(page.getByText('Property converted.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Bea ${buyerLast}` })).toBeVisible();
  await expect(page.getByText(`bea.${stamp}@example.com`).first()).toBeVisible();
});
