// The staff inbox as an office uses it: texts come in through Twilio's signed webhook (Dana's and an unknown number's),
// the menu's badge counts them, the csr opens Dana's thread, reads her words beside her context, assigns it and
// answers from a template; the lead's thread shows the new number. Both themes at 375 and 1280 px, and in Spanish.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, test } from '@playwright/test';
import { twilioSignature } from '../../server/modules/messaging/textRules';
import { apiCall, apiToken, openAs, themedScreenshots, toSpanish } from './helpers';

const TOKEN = 'e2e-inbox-token';
const DANA = '5125550199';
const STRANGER = `5125557${String(Date.now()).slice(-3)}`;

async function textIn(request: APIRequestContext, baseURL: string, from: string, body: string) {
  const form = { MessageSid: `SMe2e${randomUUID().replace(/-/g, '')}`, From: `+1${from}`, To: '+15125550000', Body: body };
  const path = '/api/v1/messages/sms/inbound';
  const answer = await request.post(path, {
    form,
    headers: { 'x-twilio-signature': twilioSignature(TOKEN, `${baseURL}${path}`, form) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('a csr reads and answers texts in the inbox, with the customer’s context beside them', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const admin = await apiToken(request, 'demo-admin');
  // The business's account checks the webhooks' signatures; without it replies go to the outbox (no real Twilio).
  const account = (accountSid: string) =>
    apiCall(request, admin, 'PUT', '/settings', {
      textMessages: { accountSid, authToken: TOKEN, from: '+15125550000', quietStart: 0, quietEnd: 0 },
    });
  await account(`AC${'0'.repeat(32)}`);
  await textIn(request, baseURL!, DANA, 'Can you skip Friday? The gate code is 4417');
  await textIn(request, baseURL!, STRANGER, 'Hi, do you mow in Round Rock? About half an acre.');
  await account('');

  await openAs(page, 'demo-csr', '/inbox');
  await expect(page.getByRole('heading', { name: 'Inbox' }).or(page.getByText('Inbox')).first()).toBeVisible();
  const threads = page.getByRole('list', { name: 'Conversations' });
  await expect(threads.getByText('Dana Whitfield')).toBeVisible();
  // .first(): a retried run finds the earlier run's lead too.
  await expect(threads.getByText('New lead').first()).toBeVisible();
  // The menu's badge counts the threads with texts unread.
  await expect(page.getByRole('menuitem', { name: /Inbox/ }).locator('.MuiBadge-badge')).not.toHaveText('');

  await threads.getByText('Dana Whitfield').click();
  // .last(): a retried run finds the earlier run's text too.
  await expect(page.getByText('Can you skip Friday? The gate code is 4417').last()).toBeVisible();
  await expect(page.getByText('Next visit')).toBeVisible();
  await expect(page.getByText('Owed')).toBeVisible();

  await page.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option').nth(1).click();
  await expect(page.getByText('Assignee changed.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Reply' }).fill('Hi Dana, Friday is skipped. Thanks for the gate code!');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Reply queued.')).toBeVisible();
  // The message itself in the thread, not the thread list's preview of it ("You: …").
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(/Hi Dana, Friday is skipped/)).toBeVisible();

  const url = page.url().replace(/^https?:\/\/[^/]+/, '');
  await themedScreenshots(page, 'inbox', 'thread', url, async (shown) => {
    await expect(shown.getByText('Can you skip Friday? The gate code is 4417').last()).toBeVisible();
  });
  await themedScreenshots(page, 'inbox', 'list', '/inbox', async (shown) => {
    await expect(shown.getByRole('list', { name: 'Conversations' }).getByText('Dana Whitfield')).toBeVisible();
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/inbox');
  await toSpanish(page);
  await expect(page.getByRole('button', { name: 'No leídas' })).toBeVisible();
  await page.getByRole('list', { name: 'Conversaciones' }).getByText('Nuevo prospecto').first().click();
  await expect(page.getByText('Un número que ningún cliente tiene: se guardó como prospecto.')).toBeVisible();
  await page.screenshot({ path: 'test-results/inbox/lead-es-1280.png', fullPage: true });
});
