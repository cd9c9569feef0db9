// Crews (/vendors/crews in simple-rest, /vendors/all/crews for pickers) and crew notes.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId, recordId } from '../../../common/schemas/fields';
import { crewHoursInput } from '../../../common/schemas/crewHours';
import { crew, crewInput, crewNote, crewNoteInput } from '../../../common/schemas/vendor';
import { crewNotes, crews, users, vendors } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { paginate, searchAny } from '../../lib/paginate';
import { idFilter, idsFilter, listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';
import { assertVendorAccess, canSeeEveryVendor, crewForAccess, vendorOrStaff } from './access';

const access = { permission: 'vendor_list' } as const;
const tags = ['crews'];
const crewListQuery = listQuery(
  ['name', 'vendorName', 'createdAt'],
  z.object({ vendorId: idFilter, q: searchFilter, id: idsFilter.optional() }),
  'name',
);
const UNKNOWN_VENDOR = 'server.not_found.vendor';

const crewColumns = { crew: crews, vendorName: vendors.companyName };
const toCrew = ({ crew: row, vendorName }: { crew: typeof crews.$inferSelect; vendorName: string }) => ({
  ...row,
  vendorName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const crewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function readCrew(id: string) {
    const [row] = await db.select(crewColumns).from(crews).innerJoin(vendors, eq(vendors._id, crews.vendorId)).where(eq(crews._id, id));
    if (!row) throw notFound('crew');
    return toCrew(row);
  }

  async function assertVendorExists(vendorId: string) {
    const [found] = await db.select({ _id: vendors._id }).from(vendors).where(eq(vendors._id, vendorId));
    if (!found) throw new HttpProblem(400, UNKNOWN_VENDOR, { vendorId: UNKNOWN_VENDOR });
  }

  app.get(
    '/vendors/crews',
    { config: { access: vendorOrStaff }, schema: { tags, querystring: crewListQuery, response: { 200: z.array(crew) } } },
    async (request, reply) => {
      const user = app.currentUser(request);
      const { filter, ...page } = request.query;
      // A vendor user lists its own crews whether or not it names its vendor.
      const vendorId = canSeeEveryVendor(user) ? filter.vendorId : (filter.vendorId ?? user.vendorId ?? '');
      if (vendorId !== undefined) assertVendorAccess(user, vendorId);
      const where = and(
        vendorId !== undefined ? eq(crews.vendorId, vendorId) : undefined,
        searchAny(filter.q, [crews.name]),
        filter.id ? inArray(crews._id, filter.id) : undefined,
      );
      const query = db.select(crewColumns).from(crews).innerJoin(vendors, eq(vendors._id, crews.vendorId)).where(where).$dynamic();
      const sortColumns = { name: crews.name, vendorName: vendors.companyName, createdAt: crews.createdAt };
      const { rows, ...counted } = await paginate(db, { query, idColumn: crews._id, sortColumns, page });
      return replyWithRange(reply, 'crews', rows.map(toCrew), page.range[0], counted);
    },
  );

  // The Crew page (crew_user_list) sends delay prompts to any vendor's crew.
  app.get(
    '/vendors/all/crews',
    {
      config: { access: { anyPermission: ['vendor_list', 'crew_user_list'] } },
      schema: { tags, response: { 200: envelope(z.array(crew)) } },
    },
    async () => {
      const rows = await db
        .select(crewColumns)
        .from(crews)
        .innerJoin(vendors, eq(vendors._id, crews.vendorId))
        .orderBy(asc(vendors.companyName), asc(crews.name));
      return { status: 200, data: rows.map(toCrew) };
    },
  );

  app.get(
    '/vendors/crews/:id',
    { config: { access: vendorOrStaff }, schema: { tags, params: byId, response: { 200: crew } } },
    async (request) => {
      await crewForAccess(db, app.currentUser(request), request.params.id);
      return readCrew(request.params.id);
    },
  );

  app.post('/vendors/crews', { config: { access }, schema: { tags, body: crewInput, response: { 201: crew } } }, async (request, reply) => {
    await assertVendorExists(request.body.vendorId);
    const [row] = await db.insert(crews).values(request.body).returning();
    reply.status(201);
    return readCrew(row._id);
  });

  app.put(
    '/vendors/crews/:id',
    { config: { access }, schema: { tags, params: byId, body: crewInput, response: { 200: crew } } },
    async (request) => {
      await readCrew(request.params.id);
      await assertVendorExists(request.body.vendorId);
      await db.update(crews).set(request.body).where(eq(crews._id, request.params.id));
      return readCrew(request.params.id);
    },
  );

  // A vendor sets its own crews' hours; staff with vendor_list any crew's. Another's crew is refused before the body is
  // validated, so a vendor learns nothing about it from a 400.
  app.put(
    '/vendors/crews/:id/working-hours',
    {
      config: { access: vendorOrStaff },
      schema: { tags, params: byId, body: crewHoursInput, response: { 200: envelope(crew) } },
      preValidation: async (request) => {
        const params = byId.safeParse(request.params);
        if (params.success) await crewForAccess(db, app.currentUser(request), params.data.id);
      },
    },
    async (request) => {
      await crewForAccess(db, app.currentUser(request), request.params.id);
      await db.update(crews).set({ workingHours: request.body.workingHours }).where(eq(crews._id, request.params.id));
      return { status: 200, data: await readCrew(request.params.id) };
    },
  );

  app.delete('/vendors/crews/:id', { config: { access }, schema: { tags, params: byId, response: { 200: crew } } }, async (request) => {
    const record = await readCrew(request.params.id);
    await db.delete(crews).where(eq(crews._id, record._id));
    return record;
  });

  const noteColumns = { note: crewNotes, first: users.firstName, last: users.lastName };
  const toNote = ({ note, first, last }: { note: typeof crewNotes.$inferSelect; first: string | null; last: string | null }) => ({
    _id: note._id,
    crewId: note.crewId,
    text: note.text,
    author: first ? `${first} ${last}`.trim() : null,
    createdAt: note.createdAt.toISOString(),
  });

  app.get(
    '/vendors/crews/:id/notes',
    { config: { access }, schema: { tags, params: byId, response: { 200: z.array(crewNote) } } },
    async (request, reply) => {
      await readCrew(request.params.id);
      const rows = await db
        .select(noteColumns)
        .from(crewNotes)
        .leftJoin(users, eq(users._id, crewNotes.authorId))
        .where(eq(crewNotes.crewId, request.params.id))
        .orderBy(desc(crewNotes.createdAt));
      return replyWithRange(reply, 'notes', rows.map(toNote), 0, rows.length);
    },
  );

  app.post(
    '/vendors/crews/:id/notes',
    { config: { access }, schema: { tags, params: byId, body: crewNoteInput, response: { 201: crewNote } } },
    async (request, reply) => {
      await readCrew(request.params.id);
      const [note] = await db
        .insert(crewNotes)
        .values({ crewId: request.params.id, text: request.body.text, authorId: app.currentUser(request)._id })
        .returning();
      const [row] = await db
        .select(noteColumns)
        .from(crewNotes)
        .leftJoin(users, eq(users._id, crewNotes.authorId))
        .where(eq(crewNotes._id, note._id));
      reply.status(201);
      return toNote(row);
    },
  );

  app.delete(
    '/vendors/crews/:id/notes/:noteId',
    {
      config: { access },
      schema: { tags, params: byId.extend({ noteId: recordId() }), response: { 200: z.object({ _id: z.string() }) } },
    },
    async (request) => {
      const [row] = await db
        .delete(crewNotes)
        .where(and(eq(crewNotes._id, request.params.noteId), eq(crewNotes.crewId, request.params.id)))
        .returning({ _id: crewNotes._id });
      if (!row) throw notFound('note');
      return row;
    },
  );
};

export default crewRoutes;
