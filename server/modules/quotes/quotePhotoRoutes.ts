// A quote's photos: staff (quotes_manage, as for editing the quote) add them from the lead's quote card and remove them
// while the quote is open (draft or sent), and read them; the customer's page reads them under the quote's token only.
// Each upload is re-encoded (the type read from its bytes, metadata dropped) with a small copy for thumbnails, at most
// MAX_QUOTE_PHOTOS a quote. They belong to the quote, not to a version: every version shows them (docs/quotes.md).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { and, count, eq } from 'drizzle-orm';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import {
  MAX_QUOTE_PHOTO_BYTES,
  MAX_QUOTE_PHOTOS,
  publicQuotePhotoParams,
  quotePhotoParams,
  quotePhotoQuery,
  quoteRecord,
} from '../../../common/schemas/quote';
import { quotePhotos } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { IMAGE_CONTENT_TYPES, IMAGE_HEADERS, reencodeImage } from '../../lib/images';
import { quoteByToken } from './approval';
import { photoFile } from './photos';
import { quoteForWrite, quotesRepository } from './quoteRepository';
import { isOpenForStaff, publicState } from './rules';

/** A photo is kept fit for a large screen; its thumbnail fits the card's and the page's tiles (twice, for sharp screens). */
const PHOTO_SIDE = 2048;
const THUMBNAIL_SIDE = 320;

const photoMessage = {
  tooLarge: 'server.quotes.photo_larger_than_5_mb',
  unreadable: 'server.quotes.photo_could_not_be_read',
  missing: 'server.quotes.no_photo_selected',
  type: 'server.quotes.photo_must_be_jpeg_png_or_webp',
  pixels: 'server.quotes.photo_has_too_many_pixels',
  tooMany: 'server.quotes.too_many_photos',
} as const;

const refuse = (status: number, message: (typeof photoMessage)[keyof typeof photoMessage]): never => {
  throw new HttpProblem(status, message, { file: message });
};

/** Re-encodes the upload (refused 400 when it is no PNG, JPEG or WebP by its bytes) and adds it to the open quote. */
async function addPhoto(app: FastifyInstance, quoteId: string, upload: Buffer, userId: string) {
  const image = await reencodeImage(upload, PHOTO_SIDE);
  if ('refused' in image) return refuse(400, image.refused === 'pixels' ? photoMessage.pixels : photoMessage.type);
  const thumbnail = await reencodeImage(image.bytes, THUMBNAIL_SIDE);
  if ('refused' in thumbnail) return refuse(400, photoMessage.type);
  const { width = 0, height = 0 } = await sharp(image.bytes).metadata();
  await app.events.transaction(async (tx) => {
    // The quote's row lock makes two uploads at once count each other.
    const quote = await quoteForWrite(tx, quoteId);
    if (!isOpenForStaff(quote.status)) throw new HttpProblem(409, 'server.quotes.not_editable');
    const [{ photos }] = await tx.select({ photos: count() }).from(quotePhotos).where(eq(quotePhotos.quoteId, quoteId));
    if (photos >= MAX_QUOTE_PHOTOS) refuse(409, photoMessage.tooMany);
    await tx.insert(quotePhotos).values({
      quoteId,
      contentType: IMAGE_CONTENT_TYPES[image.type],
      bytes: image.bytes,
      thumbnail: thumbnail.bytes,
      width,
      height,
      createdById: userId,
    });
    await app.events.emit(tx, 'quote.changed', { quoteId, leadId: quote.leadId, change: 'photos' });
  });
}

async function removePhoto(app: FastifyInstance, quoteId: string, photoId: string) {
  await app.events.transaction(async (tx) => {
    const quote = await quoteForWrite(tx, quoteId);
    if (!isOpenForStaff(quote.status)) throw new HttpProblem(409, 'server.quotes.not_editable');
    const removed = await tx
      .delete(quotePhotos)
      .where(and(eq(quotePhotos._id, photoId), eq(quotePhotos.quoteId, quoteId)))
      .returning({ _id: quotePhotos._id });
    if (!removed.length) throw notFound('photo');
    await app.events.emit(tx, 'quote.changed', { quoteId, leadId: quote.leadId, change: 'photos' });
  });
}

const sendPhoto = (reply: FastifyReply, photo: { contentType: string; bytes: Buffer }, cache: string) =>
  reply
    .type(photo.contentType)
    .headers({ 'Cache-Control': cache, ...IMAGE_HEADERS })
    .send(photo.bytes);

const access = { access: { permission: 'quotes_manage' } } as const;
/** A page of ten photos loads twenty files: the public page's own reads (60 per 15 minutes) would run out. */
const publicReading = { access: { public: true }, rateLimit: { max: 600, timeWindow: '15 minutes' } } as const;
const tags = ['quotes'];

const quotePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const repository = quotesRepository(app);

  app.post(
    '/quotes/:id/photos',
    { config: access, schema: { tags, params: byId, consumes: ['multipart/form-data'], response: { 201: envelope(quoteRecord) } } },
    async (request, reply) => {
      if (!request.isMultipart()) refuse(400, photoMessage.missing);
      // A body busboy cannot read (no boundary, cut short) is the client's mistake, as is a file over the limit.
      const unreadable = (error: unknown): never =>
        refuse(400, (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? photoMessage.tooLarge : photoMessage.unreadable);
      const file = await request.file({ limits: { fileSize: MAX_QUOTE_PHOTO_BYTES, files: 1 } }).catch(unreadable);
      if (!file) return refuse(400, photoMessage.missing);
      const bytes = await file.toBuffer().catch(unreadable);
      if (file.file.truncated) refuse(400, photoMessage.tooLarge);
      await addPhoto(app, request.params.id, bytes, app.currentUser(request)._id);
      reply.status(201);
      return { status: 201, message: 'server.quotes.photo_added', data: await repository.read(request.params.id) };
    },
  );

  app.delete(
    '/quotes/:id/photos/:photoId',
    { config: access, schema: { tags, params: quotePhotoParams, response: { 200: envelope(quoteRecord) } } },
    async (request) => {
      await removePhoto(app, request.params.id, request.params.photoId);
      return { status: 200, message: 'server.quotes.photo_removed', data: await repository.read(request.params.id) };
    },
  );

  app.get(
    '/quotes/:id/photos/:photoId',
    { config: access, schema: { tags, hide: true, params: quotePhotoParams, querystring: quotePhotoQuery } },
    async (request, reply) =>
      sendPhoto(reply, await photoFile(db, request.params.id, request.params.photoId, request.query.size), 'private, max-age=3600'),
  );

  // The token is the key, as for the page: an altered one, or a draft's, is the page's 404.
  app.get(
    '/public/quotes/:token/photos/:photoId',
    { config: publicReading, schema: { tags: ['public quote'], hide: true, params: publicQuotePhotoParams, querystring: quotePhotoQuery } },
    async (request, reply) => {
      const quote = await quoteByToken(db, request.params.token);
      if (publicState(quote, await businessToday(db)) === 'invalid') throw new HttpProblem(404, 'server.quotes.invalid');
      return sendPhoto(reply, await photoFile(db, quote._id, request.params.photoId, request.query.size), 'private, max-age=3600');
    },
  );
};

export default quotePhotoRoutes;
