// A user's profile: read, update, image upload and removal, and the e-mail availability check.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byId, MAX_LENGTH, text } from '../../../common/schemas/fields';
import { hasPermission } from '../../../common/permissions';
import { envelope } from '../../../common/schemas/envelope';
import { customerProfileInput, EMAIL_TAKEN, profileInput, profileRecord } from '../../../common/schemas/profile';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { existenceCheck } from '../../lib/existenceChecks';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { syncCustomerContact } from '../customers';
import type { AuthUser } from '../../lib/sessionTokens';
import { assertMayManage, managedAccount } from './management';
import { MAX_IMAGE_BYTES, PROFILE_IMAGE_ROUTE, profileImageStore, reencodeImage } from './profileImages';

const signedIn = { access: { signedIn: true } } as const;
const tags = ['profile'];
const profile = envelope(profileRecord);

/** Another user's profile needs the user list and the management rule: a csr cannot touch the admin's. */
async function assertMayEditProfile(db: Db, actor: AuthUser, userId: string) {
  if (actor._id === userId) return;
  if (!hasPermission(actor, 'user_list')) throw new HttpProblem(403, MESSAGES.forbidden);
  assertMayManage(actor, await managedAccount(db, userId));
}

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const images = profileImageStore(db);

  // Public so that <img> tags can load it; the random part of the name keeps it unguessable.
  app.get(
    `${PROFILE_IMAGE_ROUTE.replace('/api/v1', '')}/:file`,
    {
      config: { access: { public: true } },
      schema: { hide: true, params: z.object({ file: z.string().regex(/^[\w-]+\.(png|jpg|webp)$/) }) },
    },
    async (request, reply) => {
      const image = await images.read(request.params.file);
      if (!image) throw notFound('image');
      // Opened on its own, the file may run nothing and is never read as anything but its image type.
      return reply
        .type(image.contentType)
        .headers({
          'Cache-Control': 'private, max-age=86400',
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'",
        })
        .send(image.bytes);
    },
  );

  async function loadUser(id: string) {
    const [row] = await db
      .select({ user: users, role: roles.name })
      .from(users)
      .innerJoin(roles, eq(roles._id, users.roleId))
      .where(eq(users._id, id));
    if (!row) throw notFound('user');
    return row;
  }

  async function describe(id: string) {
    const { user, role } = await loadUser(id);
    return {
      _id: user._id,
      name: { first: user.firstName, last: user.lastName },
      email: user.email,
      mobile: user.mobile,
      dateOfBirth: user.dateOfBirth,
      username: user.username,
      dateOfJoining: user.dateOfJoining,
      profile: { file: user.profileImage },
      crew: { address: user.address },
      type: user.type,
      role,
      isActive: user.isActive,
    };
  }

  async function emailTaken(email: string, exceptUserId: string) {
    const [other] = await db
      .select({ _id: users._id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users._id, exceptUserId)))
      .limit(1);
    return Boolean(other);
  }

  app.get('/user/:id', { config: signedIn, schema: { tags, params: byId, response: { 200: profile } } }, async (request) => {
    await assertMayEditProfile(db, app.currentUser(request), request.params.id);
    return { status: 200, data: await describe(request.params.id) };
  });

  app.put('/user/:id', { config: signedIn, schema: { tags, params: byId, response: { 202: profile } } }, async (request, reply) => {
    await assertMayEditProfile(db, app.currentUser(request), request.params.id);
    const { user } = await loadUser(request.params.id);
    if (request.isMultipart()) {
      // A body busboy cannot read (no boundary, cut short) is the client's mistake, as is a file over the limit.
      const unreadable = (error: unknown): never => {
        const message =
          (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
            ? 'server.profile.image_larger_than_2_mb'
            : 'server.profile.upload_could_not_be_read_choose_image';
        throw new HttpProblem(400, message, { file: message });
      };
      const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }).catch(unreadable);
      if (!file)
        throw new HttpProblem(400, 'server.profile.no_image_selected_for_upload', { file: 'server.profile.no_image_selected_for_upload' });
      const bytes = await file.toBuffer().catch(unreadable);
      if (file.file.truncated)
        throw new HttpProblem(400, 'server.profile.image_larger_than_2_mb', { file: 'server.profile.image_larger_than_2_mb' });
      const image = await reencodeImage(bytes);
      if ('refused' in image) {
        const message =
          image.refused === 'pixels' ? 'server.profile.image_has_too_many_pixels_at_most' : 'server.profile.choose_png_jpeg_or_webp_image';
        throw new HttpProblem(400, message, { file: message });
      }
      await db.transaction(async (tx) => {
        const stored = profileImageStore(tx);
        await tx
          .update(users)
          .set({ profileImage: await stored.save(image.bytes, image.type) })
          .where(eq(users._id, user._id));
        await stored.remove(user.profileImage);
      });
      reply.status(202);
      return { status: 202, message: 'server.profile.profile_image_updated', data: await describe(user._id) };
    }
    const schema = user.type === 'customer' ? customerProfileInput : profileInput;
    const input = schema.parse(request.body);
    // A customer's e-mail is their identity with the business: it is shown but not changed here.
    const email = user.type === 'customer' ? (user.email ?? input.email) : input.email;
    if (await emailTaken(email, user._id)) throw new HttpProblem(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          firstName: input.name.first,
          lastName: input.name.last,
          email,
          mobile: input.mobile || null,
          dateOfBirth: input.dateOfBirth ?? null,
          ...(user.type === 'crew' && input.crew ? { address: input.crew.address } : {}),
        })
        .where(eq(users._id, user._id));
      if (user.type === 'customer' && user.customerId) {
        await syncCustomerContact(
          tx,
          user.customerId,
          { firstName: input.name.first, lastName: input.name.last, mobile: input.mobile },
          user._id,
        );
      }
    });
    reply.status(202);
    return { status: 202, message: 'server.profile.profile_updated', data: await describe(user._id) };
  });

  app.delete(
    '/user/:id/profile-image',
    { config: signedIn, schema: { tags, params: byId, response: { 200: profile } } },
    async (request) => {
      await assertMayEditProfile(db, app.currentUser(request), request.params.id);
      const { user } = await loadUser(request.params.id);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ profileImage: null }).where(eq(users._id, user._id));
        await profileImageStore(tx).remove(user.profileImage);
      });
      return { status: 200, message: 'server.profile.profile_image_removed', data: await describe(user._id) };
    },
  );

  app.head(
    '/check-email-exist/:email',
    { ...existenceCheck(), schema: { tags, params: z.object({ email: text(MAX_LENGTH.address) }) } },
    async (request, reply) => {
      const taken = await emailTaken(request.params.email.trim(), app.currentUser(request)._id);
      reply.status(taken ? 200 : 404).send();
    },
  );
};

export default profileRoutes;
