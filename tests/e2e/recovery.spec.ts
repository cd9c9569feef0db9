import { expect, test } from '@playwright/test';
import { smtpSinkPort } from '../../playwright.config';
import { type SmtpSink, startSmtpSink } from '../smtpSink';
import { DEMO_PASSWORD, expectPath, restoreDemoPassword, signIn } from './helpers';

// The server mails recovery codes to this sink, the recipient's mailbox; the outbox never shows them.
let mailbox: SmtpSink;
test.beforeAll(async () => {
  mailbox = await startSmtpSink(smtpSinkPort);
});
test.afterAll(async () => {
  await mailbox.close();
});

async function codeMailedTo(to: string): Promise<string> {
  await expect.poll(() => mailbox.latestCodeTo(to), { message: `a code mailed to ${to}` }).toMatch(/^\d{6}$/);
  return mailbox.latestCodeTo(to)!;
}

test('forgot password: a mailed code resets the password, then the new one signs in', async ({ page }) => {
  // Three sign-ins, a mailed code and a password put back: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const newPassword = 'Edge#2027';
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Recover your password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email or Phone Number required.')).toBeVisible();
  await page.getByLabel('Email or Phone Number').fill('csr@lawndesk.test');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

  const code = await codeMailedTo('csr@lawndesk.test');
  await page.getByLabel('OTP').fill(code);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill('Edge#2028');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Confirm password not match')).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await page.getByLabel('Username').fill('demo-csr');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid username or password.').first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectPath(page, '/dashboard');
  await restoreDemoPassword(page, newPassword);
});

test('a session revoked on the server signs the user out on the next call', async ({ page }) => {
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const revoke = await page.request.post('/api/v1/users/login/logout', { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(revoke.status()).toBe(200);
  // The app may meet the 401 first (a poll) and reload by itself, as the spec asks: that aborts this reload.
  await page.reload().catch((error: Error) => {
    if (!error.message.includes('ERR_ABORTED')) throw error;
  });
  await expectPath(page, '/login');
  await expect(
    page.getByRole('alert').filter({ hasText: 'You are not allowed or logged out from the system. Please Login' }),
  ).toBeVisible();
});

test('change password signs the user out, and the new password works', async ({ page }) => {
  await signIn(page, 'demo-vendor');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expectPath(page, '/change-password');
  await page.getByLabel('Old Password', { exact: true }).fill('wrong-one');
  await page.getByLabel('New Password', { exact: true }).fill('Seed#2027');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Seed#2027');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Old password is incorrect.').first()).toBeVisible();
  await page.getByLabel('Old Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectPath(page, '/login');
  await page.getByLabel('Username').fill('demo-vendor');
  await page.getByLabel('Password', { exact: true }).fill('Seed#2027');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/vendors\/.+\/show$/);
  await restoreDemoPassword(page, 'Seed#2027');
});
