// The inbox's pure rules: a number as threads key it, an MMS's parts from Twilio's form, a thread's messages in order.
import type { InboundMedia } from '../../db/schema';

/** Parts of one MMS kept, at most (Twilio sends up to 10). */
export const MEDIA_MAX = 10;
const MEDIA_URL_MAX = 1_000;
const CONTENT_TYPE_MAX = 100;

/** The customer's 10 digits from Twilio's +1XXXXXXXXXX (a number outside the US and Canada keeps all its digits). */
export const mobileOf = (from: string) => from.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1');

/** https, or http on loopback (the local Twilio fake); which host is fetched is decided when fetching (inboundMediaRules.ts). */
const isMediaAddress = (url: string) => url.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url);

/**
 * An MMS's parts as Twilio's webhook names them (`NumMedia`, `MediaUrl0`, `MediaContentType0`…): only https URLs, at
 * most MEDIA_MAX, each bounded; anything else in the form is ignored.
 */
export function mediaOf(form: Record<string, unknown>): InboundMedia[] {
  const count = Math.min(Number.parseInt(String(form.NumMedia ?? '0'), 10) || 0, MEDIA_MAX);
  const parts: InboundMedia[] = [];
  for (let index = 0; index < count; index++) {
    const url = form[`MediaUrl${index}`];
    const contentType = form[`MediaContentType${index}`];
    if (typeof url !== 'string' || !isMediaAddress(url) || url.length > MEDIA_URL_MAX) continue;
    parts.push({ url, contentType: typeof contentType === 'string' ? contentType.slice(0, CONTENT_TYPE_MAX) : 'application/octet-stream' });
  }
  return parts;
}

/** Messages of both directions in the order they happened (ties: the one in first), the newest `shown` kept. */
export function inOrder<T extends { at: string; direction: 'in' | 'out' }>(messages: readonly T[], shown: number): T[] {
  return [...messages]
    .sort((a, b) => a.at.localeCompare(b.at) || (a.direction === b.direction ? 0 : a.direction === 'in' ? -1 : 1))
    .slice(-shown);
}
