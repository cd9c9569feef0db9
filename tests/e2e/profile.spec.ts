import { expect, test } from '@playwright/test';
import { expectPath, signIn } from './helpers';

const EMAIL_TAKEN = 'Email address already exists. Please try a different email.';
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a crew member edits the profile and uploads an image', async ({ page }) => {
  await signIn(page, 'demo-crew', '/crew/login');
  await expectPath(page, '/crew/dashboard');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expectPath(page, '/profile');

  await expect(page.getByLabel('Username')).toHaveValue('demo-crew');
  await page.getByLabel('First Name').fill('');
  await page.getByLabel('Mobile').fill('51255501');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expect(page.getByText('Enter a valid mobile number (10 digits).')).toBeVisible();

  await page.getByLabel('First Name').fill('Carlitos');
  await page.getByLabel('Mobile').fill('5125550111');
  await expect(page.getByLabel('Mobile')).toHaveValue('(512) 555-0111');
  await page.getByLabel('Address').fill('700 Lavaca St, Austin');
  // Only staff may ask whether an e-mail is taken: a crew member learns it from the save, beside the field.
  await page.getByLabel('Email').fill('admin@lawndesk.test');
  await page.getByLabel('Email').blur();
  await expect(page.getByLabel('Email')).not.toHaveAccessibleDescription(EMAIL_TAKEN);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(EMAIL_TAKEN);
  await page.getByLabel('Email').fill('carlos@lawndesk.test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated.')).toBeVisible();

  await page.getByLabel('Choose Image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Profile image updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile image' })).toHaveAttribute('src', /\/api\/v1\/uploads\/profile\/.+\.png$/);

  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Carlitos');
  await expect(page.getByLabel('Address')).toHaveValue('700 Lavaca St, Austin');
});
