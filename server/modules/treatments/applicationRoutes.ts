// Application records: /work-logs/:id/applications (the crew on its stop, or staff with treatments_manage entering a
// paper record), /applications (read, corrected; never edited nor deleted), and /crew/day/treatments (the crew's form).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { crewDayQuery } from '../../../common/schemas/crewDay';
import { applicationInput, applicationQuery, applicationRecord, correctionInput, crewTreatments } from '../../../common/schemas/treatment';
import { businessToday } from '../../lib/businessDay';
import { HttpProblem, MESSAGES } from '../../lib/httpErrors';
import { listQuery, replyWithRange } from '../../lib/simpleRest';
import { applicationRepository } from './applicationRepository';
import { readCrewTreatments } from './crewFormRepository';

const MANAGE = { access: { permission: 'treatments_manage' } } as const;
/** The crew members (their own stops), and staff only with the key. */
const RECORDERS = { access: { types: ['crew', 'admin', 'csr'], staffPermission: 'treatments_manage' } } as const;
/** A correction: the record's own applicator, their vendor's account (the repository checks whose record), staff with the key. */
const CORRECTORS = { access: { types: ['crew', 'vendor', 'admin', 'csr'], staffPermission: 'treatments_manage' } } as const;
const tags = ['treatments'];
/** Oldest first by the time the application started; the filter is the inspector report's. */
const applicationListQuery = listQuery(['startedAt'], applicationQuery, 'startedAt');

const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = applicationRepository(app.database.db);

  // Under /crew/day so that the crew app's worker keeps the last copy with the day's: the form opens offline.
  app.get(
    '/crew/day/treatments',
    { config: { access: { types: ['crew'] } }, schema: { tags, querystring: crewDayQuery, response: { 200: envelope(crewTreatments) } } },
    async (request) => {
      const user = app.currentUser(request);
      if (!user.crewId) throw new HttpProblem(403, MESSAGES.forbidden);
      const date = request.query.date ?? (await businessToday(app.database.db));
      return { status: 200, data: await readCrewTreatments(app.database.db, user._id, user.crewId, date) };
    },
  );

  // Idempotent: a record queued on a phone without signal is sent again until answered, and written once.
  app.post(
    '/work-logs/:id/applications',
    {
      config: { ...RECORDERS, idempotent: true },
      schema: { tags, params: byId, body: applicationInput, response: { 201: envelope(applicationRecord) } },
    },
    async (request, reply) => {
      const data = await repository.record(app.currentUser(request), request.params.id, request.body);
      reply.status(201);
      return { status: 201, message: 'server.treatments.application_recorded', data };
    },
  );

  app.get(
    '/work-logs/:id/applications',
    { config: RECORDERS, schema: { tags, params: byId, response: { 200: envelope(z.array(applicationRecord)) } } },
    async (request) => ({ status: 200, data: await repository.listAtStop(app.currentUser(request), request.params.id) }),
  );

  app.get(
    '/applications',
    { config: MANAGE, schema: { tags, querystring: applicationListQuery, response: { 200: z.array(applicationRecord) } } },
    async (request, reply) => {
      const { range, filter, sort } = request.query;
      const { rows, total } = await repository.page(filter, range[0], range[1] - range[0] + 1, sort[1]);
      return replyWithRange(reply, 'applications', rows, range[0], total);
    },
  );

  app.get('/applications/:id', { config: MANAGE, schema: { tags, params: byId, response: { 200: applicationRecord } } }, async (request) =>
    repository.read(request.params.id),
  );

  app.post(
    '/applications/:id/corrections',
    { config: CORRECTORS, schema: { tags, params: byId, body: correctionInput, response: { 201: envelope(applicationRecord) } } },
    async (request, reply) => {
      const data = await repository.correct(app.currentUser(request), request.params.id, request.body);
      reply.status(201);
      return { status: 201, message: 'server.treatments.correction_recorded', data };
    },
  );

  // Said plainly rather than left to a 404: a record is never edited nor deleted (4 TAC §7.33 keeps it two years).
  for (const method of ['PUT', 'DELETE'] as const)
    app.route({
      method,
      url: '/applications/:id',
      config: { access: { signedIn: true } },
      schema: { tags, params: byId, response: { 405: z.object({ status: z.number(), message: z.string(), messageKey: z.string() }) } },
      handler: async (_request, reply) => {
        reply.header('allow', 'GET');
        throw new HttpProblem(405, 'server.treatments.records_never_change');
      },
    });
};

export default applicationRoutes;
