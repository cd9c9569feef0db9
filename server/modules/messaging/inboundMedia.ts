// An MMS's images in the inbox (docs/messages.md "MMS"): after a text with media is kept, each part that is an image
// is fetched from Twilio with the account's credentials (only the account's own media at the server's Twilio address,
// its redirect only to Twilio's media hosts, at most 5 MB), re-encoded without metadata and stored; staff then read it
// through GET /conversations/{id}/media/{mediaId}. A part that is no image, too large or refused stays a link.
import { and, eq, inArray } from 'drizzle-orm';
import { inboundTextMedia, inboundTexts } from '../../db/schema';
import type { Db } from '../../db/client';
import { subscribe } from '../../lib/events';
import { notFound } from '../../lib/httpErrors';
import { IMAGE_CONTENT_TYPES, reencodeImage } from '../../lib/images';
import { isAccountMedia, isImageType, isTwilioMediaHost, MAX_MEDIA_BYTES, MAX_REDIRECTS } from './inboundMediaRules';
import sharp from 'sharp';

const TIMEOUT_MS = 15_000;
const KEPT_SIDE = 2048;

type Account = { apiUrl: string; accountSid: string; authToken: string };
/** Why a part was not kept: a refusal is final (the link stays); a failure is retried with the event. */
type Fetched = { bytes: Buffer } | { refused: string };

class MediaFetchFailed extends Error {}

/** Reads at most MAX_MEDIA_BYTES of the body; more is refused before the rest is read. */
async function boundedBody(response: Response): Promise<Buffer | undefined> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_MEDIA_BYTES) return undefined;
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_MEDIA_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** One part from Twilio: the account's credentials on its own address only; redirects followed without them. */
async function fetchMedia(url: string, account: Account): Promise<Fetched> {
  if (!isAccountMedia(url, account)) return { refused: 'not the account’s Twilio media' };
  const authorization = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;
  let address = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let response: Response;
    try {
      response = await fetch(address, {
        redirect: 'manual',
        headers: hop === 0 ? { authorization } : {},
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new MediaFetchFailed(error instanceof Error ? error.message : String(error));
    }
    if (response.status >= 300 && response.status < 400) {
      const next = response.headers.get('location');
      await response.body?.cancel();
      if (!next) return { refused: 'redirect without a location' };
      address = new URL(next, address).toString();
      if (!isTwilioMediaHost(address, account.apiUrl)) return { refused: 'redirect off Twilio’s media hosts' };
      continue;
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel();
      throw new MediaFetchFailed(`HTTP ${response.status}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { refused: `HTTP ${response.status}` };
    }
    if (!isImageType(response.headers.get('content-type'))) {
      await response.body?.cancel();
      return { refused: 'not an image' };
    }
    const bytes = await boundedBody(response);
    return bytes ? { bytes } : { refused: 'larger than 5 MB' };
  }
  return { refused: 'too many redirects' };
}

/** Fetches and stores the text's image parts not stored yet; answers how many were stored. */
async function storeInboundMedia(db: Db, messageSid: string, account: Account | undefined): Promise<number> {
  if (!account) return 0;
  const [text] = await db.select({ media: inboundTexts.media }).from(inboundTexts).where(eq(inboundTexts.messageSid, messageSid));
  const parts = text?.media ?? [];
  const have = new Set(
    (
      await db.select({ position: inboundTextMedia.position }).from(inboundTextMedia).where(eq(inboundTextMedia.messageSid, messageSid))
    ).map((row) => row.position),
  );
  let stored = 0;
  for (const [position, part] of parts.entries()) {
    if (have.has(position) || !isImageType(part.contentType)) continue;
    const fetched = await fetchMedia(part.url, account);
    if ('refused' in fetched) continue;
    const image = await reencodeImage(fetched.bytes, KEPT_SIDE);
    if ('refused' in image) continue;
    const { width = 0, height = 0 } = await sharp(image.bytes).metadata();
    const inserted = await db
      .insert(inboundTextMedia)
      .values({ messageSid, position, contentType: IMAGE_CONTENT_TYPES[image.type], bytes: image.bytes, width, height })
      .onConflictDoNothing()
      .returning({ _id: inboundTextMedia._id });
    stored += inserted.length;
  }
  return stored;
}

/** The stored images of these texts, by text and part. */
export async function storedMediaOf(db: Db, messageSids: readonly string[]) {
  const byText = new Map<string, Map<number, { _id: string; width: number; height: number }>>();
  if (!messageSids.length) return byText;
  const rows = await db
    .select({
      _id: inboundTextMedia._id,
      messageSid: inboundTextMedia.messageSid,
      position: inboundTextMedia.position,
      width: inboundTextMedia.width,
      height: inboundTextMedia.height,
    })
    .from(inboundTextMedia)
    .where(inArray(inboundTextMedia.messageSid, [...messageSids]));
  for (const { messageSid, position, ...image } of rows) {
    const parts = byText.get(messageSid) ?? new Map();
    parts.set(position, image);
    byText.set(messageSid, parts);
  }
  return byText;
}

/** One stored image, only when its text is the thread's. */
export async function mediaFile(db: Db, conversationId: string, mediaId: string) {
  const [row] = await db
    .select({ contentType: inboundTextMedia.contentType, bytes: inboundTextMedia.bytes })
    .from(inboundTextMedia)
    .innerJoin(inboundTexts, eq(inboundTexts.messageSid, inboundTextMedia.messageSid))
    .where(and(eq(inboundTextMedia._id, mediaId), eq(inboundTexts.conversationId, conversationId)));
  if (!row) throw notFound('image');
  return row;
}

export const inboundMediaSubscribers = [
  subscribe('text.mediaReceived', 'messaging: fetches an MMS’s images from Twilio into its thread', async (app, text) => {
    const stored = await storeInboundMedia(app.database.db, text.messageSid, await app.texts.mediaAccount());
    if (stored) app.realtime.conversationsChanged([text.conversationId]);
  }),
];
