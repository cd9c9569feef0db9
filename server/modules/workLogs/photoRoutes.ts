// A visit's photos: the crew of the stop (or staff) adds one (multipart `file` with its fields), and reads them; staff
// mark one shown to the customer or not and remove one; another
// crew's stop is 403 and a vendor only reads its crews' (docs/field.md). The phone's photo id and the Idempotency-Key
// both make a replay from the offline queue add nothing.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import {
  MAX_WORK_LOG_PHOTO_BYTES,
  WORK_LOG_PHOTO_MESSAGES,
  workLogPhoto,
  workLogPhotoChange,
  workLogPhotoFields,
  workLogPhotoParams,
  workLogPhotoRemoved,
  workLogPhotoQuery,
} from '../../../common/schemas/workLogPhotos';
import { workLogs } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { IMAGE_HEADERS } from '../../lib/images';
import { assertChangeable, assertReadable, READERS, STAFF, STAFF_AND_CREW } from './access';
import { removePhoto, setPhotoForCustomer } from './photoChanges';
import { addPhoto, photoFile, refusePhoto } from './photos';

const tags = ['work-logs'];
/** The fields beside the file are short: a note is at most 2,000 characters. */
const FIELD_BYTES = 8 * 1024;

const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function workLogOf(id: string) {
    const [visit] = await db
      .select({ _id: workLogs._id, crewId: workLogs.crewId, vendorId: workLogs.vendorId })
      .from(workLogs)
      .where(eq(workLogs._id, id));
    if (!visit) throw notFound('work_log');
    return visit;
  }

  app.post(
    '/work-logs/:id/photos',
    {
      config: { ...STAFF_AND_CREW, idempotent: true },
      schema: {
        tags,
        params: byId,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(workLogPhoto), 201: envelope(workLogPhoto) },
      },
    },
    async (request, reply) => {
      const user = app.currentUser(request);
      assertChangeable(user, await workLogOf(request.params.id));
      if (!request.isMultipart()) refusePhoto(400, WORK_LOG_PHOTO_MESSAGES.missing);
      // A body busboy cannot read (no boundary, cut short) is the client's mistake; a file over the limit is 413.
      const unreadable = (error: unknown): never =>
        (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
          ? refusePhoto(413, WORK_LOG_PHOTO_MESSAGES.tooLarge)
          : refusePhoto(400, WORK_LOG_PHOTO_MESSAGES.unreadable);
      const fields: Record<string, string> = {};
      let upload: Buffer | undefined;
      try {
        for await (const part of request.parts({
          limits: { fileSize: MAX_WORK_LOG_PHOTO_BYTES, files: 1, fieldSize: FIELD_BYTES, fields: 20 },
        })) {
          if (part.type === 'file') {
            const file = part as MultipartFile;
            if (file.fieldname !== 'file') {
              await file.toBuffer();
              continue;
            }
            upload = await file.toBuffer();
            if (file.file.truncated) refusePhoto(413, WORK_LOG_PHOTO_MESSAGES.tooLarge);
          } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        }
      } catch (error) {
        if (error instanceof HttpProblem) throw error;
        unreadable(error);
      }
      const parsed = workLogPhotoFields.parse(fields);
      if (!upload?.length) return refusePhoto(400, WORK_LOG_PHOTO_MESSAGES.missing);
      const fieldsWithId = { ...parsed, clientId: parsed.clientId ?? randomUUID() };
      const { photo, created } = await addPhoto(db, request.params.id, upload, fieldsWithId, user._id);
      reply.status(created ? 201 : 200);
      return { status: created ? 201 : 200, message: 'server.work_logs.photo_added', data: photo };
    },
  );

  app.get(
    '/work-logs/:id/photos/:photoId',
    { config: READERS, schema: { tags, hide: true, params: workLogPhotoParams, querystring: workLogPhotoQuery } },
    async (request, reply) => {
      assertReadable(app.currentUser(request), await workLogOf(request.params.id));
      const photo = await photoFile(db, request.params.id, request.params.photoId, request.query.size);
      return reply
        .type(photo.contentType)
        .headers({ 'Cache-Control': 'private, max-age=3600', ...IMAGE_HEADERS })
        .send(photo.bytes);
    },
  );

  // The office's changes: staff only (a vendor reads its crews' photos, never changes them; a crew adds, never removes).
  app.patch(
    '/work-logs/:id/photos/:photoId',
    { config: STAFF, schema: { tags, params: workLogPhotoParams, body: workLogPhotoChange, response: { 200: envelope(workLogPhoto) } } },
    async (request) => {
      const user = app.currentUser(request);
      assertChangeable(user, await workLogOf(request.params.id));
      const { id, photoId } = request.params;
      const photo = await setPhotoForCustomer(db, id, photoId, request.body.forCustomer, user._id);
      return { status: 200, message: 'server.work_logs.photo_changed', data: photo };
    },
  );

  app.delete(
    '/work-logs/:id/photos/:photoId',
    { config: STAFF, schema: { tags, params: workLogPhotoParams, response: { 200: envelope(workLogPhotoRemoved) } } },
    async (request) => {
      const user = app.currentUser(request);
      assertChangeable(user, await workLogOf(request.params.id));
      await removePhoto(db, request.params.id, request.params.photoId, user._id);
      return { status: 200, message: 'server.work_logs.photo_removed', data: { _id: request.params.photoId } };
    },
  );
};

export default photoRoutes;
