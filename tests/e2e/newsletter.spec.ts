// Newsletters in a real browser: the admin composes from the demo's marketing template, sends it to the Austin market's
// active customers, and watches the progress reach 100% over the socket; the unsubscribe page a message links to; the
// System Accounts page. Screens at 375 and 1280 px, light and dark (test-results/newsletter/).
import { expect, test } from '@playwright/test';
import { smtpSinkPort } from '../../playwright.config';
import { type SmtpSink, startSmtpSink } from '../smtpSink';
import { themedScreenshots, openAs } from './helpers';

let mailbox: SmtpSink;
/** The message text with quoted-printable soft breaks and `=3D` undone, so its links read as sent. */
const decoded = (data: string) => data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
test.beforeAll(async () => {
  mailbox = await startSmtpSink(smtpSinkPort);
});
test.afterAll(async () => {
  await mailbox?.close();
});

test('the admin sends a newsletter to a market and watches it reach 100%', async ({ page }) => {
  test.setTimeout(180_000);
  await openAs(page, 'demo-admin', '/newsletter');
  await page.getByRole('link', { name: 'Compose newsletter' }).click();
  await expect(page).toHaveURL(/\/newsletter\/create$/);

  await page.getByRole('combobox', { name: 'Marketing template' }).click();
  await page.getByRole('option', { name: 'Spring aeration offer' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('{{firstName}}, spring aeration for {{serviceAddress}}');
  await page.getByRole('combobox', { name: 'Markets' }).click();
  await page.getByRole('option', { name: 'Austin' }).click();
  await page.keyboard.press('Escape');
  const count = page.getByTestId('audience-count');
  await expect(count).toContainText(/\d+ of \d+ customers will receive it/);
  await themedScreenshots(page, 'newsletter', 'compose', '/newsletter/create', (p) =>
    expect(p.getByRole('button', { name: 'Send newsletter' })).toBeVisible(),
  );

  // The screenshots reloaded the page: choose again, then a test to the admin's own address.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('combobox', { name: 'Marketing template' }).click();
  await page.getByRole('option', { name: 'Spring aeration offer' }).click();
  await page.getByRole('combobox', { name: 'Markets' }).click();
  await page.getByRole('option', { name: 'Austin' }).click();
  await page.keyboard.press('Escape');
  await expect(count).toContainText(/[1-9]\d* of \d+ customers will receive it/);
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(/A test was sent to/)).toBeVisible();

  await page.getByRole('button', { name: 'Send newsletter' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send newsletter' }).click();
  await expect(page).toHaveURL(/\/newsletter\/[0-9a-f-]{36}$/);
  const detailPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('newsletter-percent')).toHaveText('100%', { timeout: 120_000 });
  await expect(page.getByText('Completed').first()).toBeVisible();
  await expect(page.getByText(/^Audience: markets Austin;/)).toBeVisible();
  expect(mailbox.mails.filter((mail) => decoded(mail.data).includes('/unsubscribe?token=')).length).toBeGreaterThan(5);

  await themedScreenshots(page, 'newsletter', 'detail', detailPath, (p) => expect(p.getByTestId('newsletter-percent')).toHaveText('100%'));
  await themedScreenshots(page, 'newsletter', 'list', '/newsletter', (p) => expect(p.getByText('Completed').first()).toBeVisible());
  await themedScreenshots(page, 'newsletter', 'system-accounts', '/system-accounts', (p) =>
    expect(p.getByText('Mail sender')).toBeVisible(),
  );
  await expect(page.getByText('127.0.0.1:' + smtpSinkPort)).toBeVisible();

  // A customer's link: the unsubscribe page clears the opt-in with one click.
  const mail = mailbox.mails.find(
    (candidate) =>
      decoded(candidate.data).includes('/unsubscribe?token=') && !candidate.recipients.some((to) => to.includes('lawndesk.test')),
  );
  const link = /https?:\/\/[^\s"<>]+\/unsubscribe\?token=[A-Za-z0-9_.%-]+/.exec(decoded(mail!.data))![0];
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(new URL(link).pathname + new URL(link).search);
  await themedScreenshots(visitor, 'newsletter', 'unsubscribe', new URL(link).pathname + new URL(link).search, (p) =>
    expect(p.getByRole('button', { name: 'Unsubscribe from marketing e-mail' })).toBeVisible(),
  );
  await visitor.getByRole('button', { name: 'Unsubscribe from marketing e-mail' }).click();
  await expect(visitor.getByText('You will no longer receive marketing e-mail from us.')).toBeVisible();
  await visitor.goto('/unsubscribe?token=forged.token');
  await visitor.getByRole('button', { name: 'Unsubscribe from marketing e-mail' }).click();
  await expect(visitor.getByText('This unsubscribe link is not valid.')).toBeVisible();
});
