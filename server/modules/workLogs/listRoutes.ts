// GET /work-logs (simple-rest list of the board's rows) and GET /work-logs/{crewId}/{date}/skipped.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStaff } from '../../../common/permissions';
import { envelope } from '../../../common/schemas/envelope';
import { calendarDate, recordId } from '../../../common/schemas/fields';
import { workLogRow } from '../../../common/schemas/workLogRecord';
import { crews, properties, workLogs } from '../../db/schema';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { paginate } from '../../lib/paginate';
import { replyWithRange } from '../../lib/simpleRest';
import { READERS, readableBy } from './access';
import { selectRows, toRow } from './rows';
import { query, filterConditions, countQuery } from './list';

const tags = ['work-logs'];
const sortColumns = {
  date: workLogs.date,
  routePosition: workLogs.routePosition,
  address: properties.address,
  status: workLogs.status,
  crewName: crews.name,
};
const skippedParams = z.object({ crewId: recordId(), date: calendarDate() });

const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/work-logs',
    { config: READERS, schema: { tags, querystring: query, response: { 200: z.array(workLogRow) } } },
    async (request, reply) => {
      const user = app.currentUser(request);
      const {
        filter: { id, ...filter },
        ...page
      } = request.query;
      // A crew or a vendor sees its own rows whatever the filter asks for.
      const where = and(readableBy(user), id ? inArray(workLogs._id, id) : undefined, ...filterConditions(filter, isStaff(user)));
      const listed = selectRows(db).where(where).$dynamic();
      const { rows, ...counted } = await paginate(db, {
        query: listed,
        idColumn: workLogs._id,
        sortColumns,
        page,
        countQuery: countQuery(db, filter, where),
      });
      return replyWithRange(reply, 'work-logs', rows.map(toRow), page.range[0], counted);
    },
  );

  app.get(
    '/work-logs/:crewId/:date/skipped',
    { config: READERS, schema: { tags, params: skippedParams, response: { 200: envelope(z.array(workLogRow)) } } },
    async (request) => {
      const user = app.currentUser(request);
      const { crewId, date } = request.params;
      if (user.type === 'crew' && user.crewId !== crewId) throw new HttpProblem(403, MESSAGES.forbidden);
      const [crew] = await db.select({ vendorId: crews.vendorId }).from(crews).where(eq(crews._id, crewId));
      if (!crew) throw isStaff(user) ? notFound('crew') : new HttpProblem(403, MESSAGES.forbidden);
      if (user.type === 'vendor' && user.vendorId !== crew.vendorId) throw new HttpProblem(403, MESSAGES.forbidden);
      const rows = await selectRows(db)
        .where(and(eq(workLogs.crewId, crewId), eq(workLogs.date, date), eq(workLogs.status, 'skipped')))
        .orderBy(sql`${workLogs.routePosition} asc nulls last`, asc(workLogs._id));
      return { status: 200, data: rows.map(toRow) };
    },
  );
};

export default listRoutes;
