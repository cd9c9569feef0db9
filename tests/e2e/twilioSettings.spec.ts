// The business's own Twilio account in System Settings: an admin is told what a wrong Account SID looks
// like, saves the account with its token (never shown again), then removes it, so texts go back to the outbox.
// Screenshots of the section at 375 and 1280 px, both themes.
import { expect, test } from '@playwright/test';
import { themedScreenshots, openAs } from './helpers';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;

test('an admin saves the business’s Twilio account with its token kept secret, then removes it', async ({ page }) => {
  await openAs(page, 'demo-admin', '/system-settings');
  const texts = page.getByRole('region', { name: 'Text messages' });
  await texts.getByRole('textbox', { name: 'Twilio Account SID' }).fill('AC123');
  await texts.getByRole('textbox', { name: 'Sending number or Messaging Service' }).fill('+15125550000');
  await texts.getByLabel('Twilio auth token', { exact: true }).fill('e2e-twilio-token');
  await texts.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(texts.getByText('A Twilio Account SID starts with AC and has 32 letters and digits after it.')).toBeVisible();

  await texts.getByRole('textbox', { name: 'Twilio Account SID' }).fill(SID);
  await texts.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(texts.getByText('A value is saved; leave blank to keep it')).toBeVisible();
  await expect(texts.getByLabel('Twilio auth token', { exact: true })).toHaveValue('');
  await themedScreenshots(
    page,
    'twilio-settings',
    'section',
    '/system-settings',
    async (target) => {
      await expect(target.getByRole('region', { name: 'Text messages' }).getByText('A value is saved; leave blank to keep it')).toBeVisible(
        {
          timeout: 30_000,
        },
      );
    },
    'Text messages',
  );

  // Removed again: the demo's texts stay in the outbox.
  await page.goto('/system-settings');
  await texts.getByRole('textbox', { name: 'Twilio Account SID' }).fill('');
  await texts.getByRole('textbox', { name: 'Sending number or Messaging Service' }).fill('');
  await texts.getByRole('button', { name: 'Remove saved value' }).click();
  await texts.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.reload();
  await expect(texts.getByRole('textbox', { name: 'Twilio Account SID' })).toHaveValue('');
  await expect(texts.getByText('A value is saved; leave blank to keep it')).toHaveCount(0);
});
