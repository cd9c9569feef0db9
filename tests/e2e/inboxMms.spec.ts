// An MMS photo in the inbox's thread (docs/messages.md "MMS"): a customer's text with a photo, as staff see it once the
// server fetched it from Twilio. The e2e server has no Twilio to fetch from, so the thread's answer is given the
// stored image's address and that address answers a JPEG (the fetch itself is tested in tests/api/messaging/
// inboxMms.test.ts). Screenshots of the thread at 375 and 1280 px, light and dark (test-results/inbox-mms/).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { twilioSignature } from '../../server/modules/messaging/textRules';
import { apiCall, apiToken, openAs, themedScreenshots } from './helpers';

const TOKEN = 'e2e-inbox-mms-token';
const DANA = '5125550199';
const WORDS = `Here is the broken sprinkler head ${randomUUID().slice(0, 6)}`;

test('staff see a customer’s MMS photo in the thread', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const admin = await apiToken(request, 'demo-admin');
  const account = (accountSid: string) =>
    apiCall(request, admin, 'PUT', '/settings', {
      textMessages: { accountSid, authToken: TOKEN, from: '+15125550000', quietStart: 0, quietEnd: 0 },
    });
  await account(`AC${'0'.repeat(32)}`);
  const form = {
    MessageSid: `SMe2e${randomUUID().replace(/-/g, '')}`,
    From: `+1${DANA}`,
    To: '+15125550000',
    Body: WORDS,
    NumMedia: '1',
    MediaUrl0: `https://api.twilio.com/2010-04-01/Accounts/AC${'0'.repeat(32)}/Messages/MM1/Media/ME1`,
    MediaContentType0: 'image/jpeg',
  };
  const path = '/api/v1/messages/sms/inbound';
  const answer = await request.post(path, { form, headers: { 'x-twilio-signature': twilioSignature(TOKEN, `${baseURL}${path}`, form) } });
  expect(answer.status()).toBe(200);
  await account('');

  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#4d7c2b' } })
    .composite([
      { input: Buffer.from('<svg width="1200" height="900"><circle cx="600" cy="450" r="220" fill="#c9d8b6"/></svg>'), top: 0, left: 0 },
    ])
    .jpeg()
    .toBuffer();
  // The stored image, as the server lists it once fetched.
  await page.route(/\/api\/v1\/conversations\/[^/?]+(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const message of body.data?.messages ?? [])
      for (const part of message.media)
        part.image ??= { url: `/api/v1/conversations/${body.data.thread.id}/media/e2e-photo`, width: 1200, height: 900 };
    await route.fulfill({ response, json: body });
  });
  await page.route(/\/api\/v1\/conversations\/[^/]+\/media\/e2e-photo/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/jpeg', body: photo }),
  );

  await openAs(page, 'demo-csr', '/inbox');
  await page.getByRole('list', { name: 'Conversations' }).getByText('Dana Whitfield').click();
  await expect(page.getByText(WORDS)).toBeVisible();
  await expect(page.getByTestId('mms-image').last().locator('img')).toBeVisible({ timeout: 30_000 });
  const url = page.url().replace(/^https?:\/\/[^/]+/, '');
  await themedScreenshots(page, 'inbox-mms', 'thread', url, async (shown) => {
    await expect(shown.getByTestId('mms-image').last().locator('img')).toBeVisible({ timeout: 30_000 });
  });
});
