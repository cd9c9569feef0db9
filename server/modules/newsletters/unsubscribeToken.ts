// The unsubscribe link's token: the customer's id signed with the server's key, so nobody can write one for another customer.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'newsletter-unsubscribe:';

function signature(key: Uint8Array, customerId: string): Buffer {
  return createHmac('sha256', key)
    .update(PURPOSE + customerId)
    .digest();
}

export function unsubscribeToken(key: Uint8Array, customerId: string): string {
  return `${Buffer.from(customerId).toString('base64url')}.${signature(key, customerId).toString('base64url')}`;
}

/** The customer a token names, or null when it was not signed with this key (forged, altered or cut short). */
export function customerOfToken(key: Uint8Array, token: string): string | null {
  const [encodedId, encodedSignature, ...rest] = token.split('.');
  if (!encodedId || !encodedSignature || rest.length) return null;
  const customerId = Buffer.from(encodedId, 'base64url').toString();
  const given = Buffer.from(encodedSignature, 'base64url');
  const expected = signature(key, customerId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? customerId : null;
}

/** The public page the link opens; it asks the API to clear the opt-in when the reader confirms. */
export function unsubscribeLink(siteAddress: string, token: string): string {
  return `${siteAddress.replace(/\/+$/, '')}/unsubscribe?token=${encodeURIComponent(token)}`;
}
