// Which MMS media may be fetched, and from where: pure rules, no I/O (inboundMediaRules.test.ts). Only the account's
// own media at its Twilio address are fetched with its credentials, and Twilio's redirect only to its media hosts
// (without the credentials); never any other address a webhook names.

/** The largest MMS part kept (Twilio accepts up to 5 MB a message). */
export const MAX_MEDIA_BYTES = 5 * 1024 * 1024;
/** The images kept; anything else stays a link in the thread. */
const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Twilio answers a media URL with a redirect to its storage: at most this many are followed. */
export const MAX_REDIRECTS = 2;

/** The media URL is the account's own, at the Twilio address the server is set to (`TWILIO_API_URL`). */
export function isAccountMedia(url: string, account: { apiUrl: string; accountSid: string }): boolean {
  let parsed: URL;
  let api: URL;
  try {
    parsed = new URL(url);
    api = new URL(account.apiUrl);
  } catch {
    return false;
  }
  if (parsed.origin !== api.origin || parsed.username || parsed.password) return false;
  const prefix = `/2010-04-01/Accounts/${account.accountSid}/Messages/`;
  return parsed.pathname.startsWith(prefix) && parsed.pathname.includes('/Media/') && !parsed.pathname.includes('..');
}

/** Where Twilio's redirect may lead: https on its media hosts (its CDN, or the S3 bucket named for it). */
export function isTwilioMediaHost(url: string, apiUrl: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // The local fake (tests) serves its media at its own address.
  if (parsed.origin === new URL(apiUrl).origin) return true;
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase();
  if (host === 'media.twiliocdn.com' || host.endsWith('.twiliocdn.com') || host === 'api.twilio.com') return true;
  return /^s3[.-][a-z0-9-]*\.?amazonaws\.com$/.test(host) && parsed.pathname.startsWith('/media.twiliocdn.com/');
}

/** The declared type is one of the images kept (the bytes are checked again when they are re-encoded). */
export const isImageType = (contentType: string | null | undefined) =>
  MEDIA_IMAGE_TYPES.some((type) => contentType?.toLowerCase().split(';')[0].trim() === type);
