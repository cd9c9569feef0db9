// /crew: service-delay prompts staff send a crew (Yes/No or Ok), and the crew's open prompt; the answer is vendors/delayResponseRoutes.ts.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { type DelayConfig, delayConfig, delayPromptInput, sentDelayPrompt } from '../../../common/schemas/notification';
import { STAFF_TYPES } from '../../../common/permissions';
import { recordId } from '../../../common/schemas/fields';
import { crews, delayPrompts, notifications } from '../../db/schema';
import { HttpProblem, MESSAGES } from '../../lib/httpErrors';

const tags = ['crew delay'];
const NO_PROMPT: DelayConfig = { display: false, type: null, notificationId: null, title: '', description: '', expire: null };

const crewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/crew/delay-prompts',
    { config: { access: { types: STAFF_TYPES } }, schema: { tags, body: delayPromptInput, response: { 201: envelope(sentDelayPrompt) } } },
    async (request, reply) => {
      const user = app.currentUser(request);
      const { crewId, type, title, description, expiresInMinutes } = request.body;
      const prompt = await app.notifier.transaction(async (tx, notify) => {
        const [crew] = await tx.select().from(crews).where(eq(crews._id, crewId));
        if (!crew) throw new HttpProblem(400, 'validation.common.choose_crew', { crewId: 'validation.common.choose_crew' });
        const [row] = await tx
          .insert(delayPrompts)
          .values({ crewId, type, title, description, expiresAt: new Date(Date.now() + expiresInMinutes * 60_000), createdById: user._id })
          .returning();
        await notify.crew(crewId, {
          type,
          title: { text: title },
          message: { text: description },
          additionalData: { others: { crew: crew.name, delayPromptId: row._id } },
        });
        return row;
      });
      reply.status(201);
      return {
        status: 201,
        message: 'server.notifications.sent_to_crew',
        data: { _id: prompt._id, expire: prompt.expiresAt.toISOString() },
      };
    },
  );

  app.get(
    '/crew/delayServiceConfig/:crewId',
    {
      config: { access: { signedIn: true } },
      schema: { tags, params: z.object({ crewId: recordId() }), response: { 200: envelope(delayConfig) } },
    },
    async (request) => {
      const user = app.currentUser(request);
      if (user.type === 'crew' ? user.crewId !== request.params.crewId : !STAFF_TYPES.includes(user.type))
        throw new HttpProblem(403, MESSAGES.forbidden);
      const [prompt] = await db
        .select()
        .from(delayPrompts)
        .where(
          and(
            eq(delayPrompts.crewId, request.params.crewId),
            eq(delayPrompts.display, true),
            isNull(delayPrompts.crewResponse),
            gt(delayPrompts.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(delayPrompts.createdAt))
        .limit(1);
      if (!prompt) return { status: 200, data: NO_PROMPT };
      const [mine] = await db
        .select({ _id: notifications._id })
        .from(notifications)
        .where(
          and(eq(notifications.userId, user._id), sql`${notifications.additionalData} -> 'others' ->> 'delayPromptId' = ${prompt._id}`),
        );
      return {
        status: 200,
        data: {
          display: true,
          type: prompt.type,
          notificationId: mine?._id ?? null,
          title: prompt.title,
          description: prompt.description,
          expire: prompt.expiresAt.toISOString(),
        } satisfies DelayConfig,
      };
    },
  );
};

export default crewRoutes;
