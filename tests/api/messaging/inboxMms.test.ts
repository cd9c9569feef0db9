// An MMS in the inbox (docs/messages.md "MMS"): a text in with media has its images fetched from Twilio with the
// account's credentials (only the account's own media at the server's Twilio address, its redirect only to Twilio's
// media hosts and without the credentials, at most 5 MB, images only), re-encoded without EXIF and shown in the
// thread through a staff-only address; anything else stays a link. A replayed webhook fetches nothing again.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { twilioSignature } from '../../../server/modules/messaging';
import { bearer, signIn } from '../helpers';
import { momentsHarness, PUBLIC_URL, waitFor } from '../momentsHarness';

const h = momentsHarness();
const MEDIA = '/2010-04-01/Accounts/AC0001/Messages/MMaaa/Media';

function textIn(form: Record<string, string>) {
  const signature = twilioSignature('twilio-test-token', `${PUBLIC_URL}/api/v1/messages/sms/inbound`, form);
  return h.t.app.inject({
    method: 'POST',
    url: '/api/v1/messages/sms/inbound',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('MMS in the inbox', () => {
  it('fetches the images from Twilio with the account, never elsewhere, and shows them to staff only', async () => {
    const { twilio } = h;
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3b6e2a' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'my back yard' } })
      .toBuffer();
    const huge = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    twilio.media.set(`${MEDIA}/ME1`, { contentType: 'image/jpeg', bytes: photo });
    twilio.media.set(`${MEDIA}/ME2`, { redirect: `${twilio.url}/cdn/ME2.jpg` });
    twilio.media.set('/cdn/ME2.jpg', { contentType: 'image/jpeg', bytes: photo });
    twilio.media.set(`${MEDIA}/ME3`, { contentType: 'image/jpeg', bytes: huge });
    twilio.media.set(`${MEDIA}/ME4`, { redirect: 'https://attacker.example.com/steal' });
    twilio.media.set(`${MEDIA}/ME5`, { contentType: 'text/html', bytes: Buffer.from('<script>') });
    const parts = [
      [`${twilio.url}${MEDIA}/ME1`, 'image/jpeg'],
      [`${twilio.url}${MEDIA}/ME2`, 'image/jpeg'],
      [`${twilio.url}${MEDIA}/ME3`, 'image/jpeg'],
      [`${twilio.url}${MEDIA}/ME4`, 'image/jpeg'],
      [`${twilio.url}${MEDIA}/ME5`, 'image/jpeg'],
      ['https://elsewhere.example.com/2010-04-01/Accounts/AC0001/Messages/MMaaa/Media/ME6', 'image/jpeg'],
      [`${twilio.url}${MEDIA}/ME7`, 'application/pdf'],
    ];
    const form: Record<string, string> = {
      MessageSid: 'SMmms0001',
      From: '+15125558800',
      To: '+15125550000',
      Body: 'The broken sprinkler',
      NumMedia: String(parts.length),
    };
    parts.forEach(([url, type], index) => {
      form[`MediaUrl${index}`] = url;
      form[`MediaContentType${index}`] = type;
    });
    const before = twilio.requests.length;
    expect((await textIn(form)).statusCode).toBe(200);

    const { token } = await signIn(h.t.app, h.business.users.csr.username);
    const threads = (await h.t.app.inject({ method: 'GET', url: '/api/v1/conversations', headers: bearer(token) })).json().data;
    const threadId = threads.list.find((thread: { mobile: string }) => thread.mobile === '5125558800').id as string;
    type Part = { url: string; contentType: string; image: { url: string; width: number; height: number } | null };
    const read = async () =>
      (await h.t.app.inject({ method: 'GET', url: `/api/v1/conversations/${threadId}`, headers: bearer(token) })).json().data.messages[0]
        .media as Part[];
    const media = await waitFor(read, (shown) => shown.filter((part) => part.image).length === 2);
    expect(media.map((part) => Boolean(part.image))).toEqual([true, true, false, false, false, false, false]);
    expect(media[0].image).toMatchObject({ width: 1200, height: 800 });

    // The account's token went to its own media address only; the redirect was followed without it; nothing elsewhere.
    const fetched = twilio.requests.slice(before).filter((request) => request.path.includes('ME') || request.path.startsWith('/cdn'));
    const auth = `Basic ${Buffer.from('AC0001:twilio-test-token').toString('base64')}`;
    expect(fetched.find((request) => request.path === `${MEDIA}/ME1`)?.authorization).toBe(auth);
    expect(fetched.find((request) => request.path === '/cdn/ME2.jpg')?.authorization).toBe('');
    expect(fetched.some((request) => request.path.endsWith('ME7'))).toBe(false);

    const image = await h.t.app.inject({ method: 'GET', url: media[0].image!.url, headers: bearer(token) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
    const crew = (await signIn(h.t.app, h.business.users.crew.username, 'crew')).token;
    expect((await h.t.app.inject({ method: 'GET', url: media[0].image!.url, headers: bearer(crew) })).statusCode).toBe(403);
    const mediaId = media[0].image!.url.split('/').pop();
    const otherThread = h.business.customer._id;
    const elsewhere = await h.t.app.inject({
      method: 'GET',
      url: `/api/v1/conversations/${otherThread}/media/${mediaId}`,
      headers: bearer(token),
    });
    expect(elsewhere.statusCode).toBe(404);

    // The same webhook again: nothing fetched again.
    const seen = twilio.requests.length;
    expect((await textIn(form)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(twilio.requests.length).toBe(seen);
  });
});
