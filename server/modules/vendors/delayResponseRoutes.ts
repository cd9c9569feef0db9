// POST /vendor/{vendorId}/crews/delayServiceNotificationResponse: a crew's answer to a service-delay prompt (crew/routes.ts),
// told to staff as a notification.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReply } from '../../../common/schemas/envelope';
import { delayResponseInput } from '../../../common/schemas/notification';
import { recordId } from '../../../common/schemas/fields';
import { crews, delayPrompts, notifications } from '../../db/schema';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';

const tags = ['crew delay'];
const ANSWER_ES = { yes: 'Sí', no: 'No' } as const;

const delayResponseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vendor/:vendorId/crews/delayServiceNotificationResponse',
    { config: { access: { types: ['crew'] } }, schema: { tags, params: z.object({ vendorId: recordId() }), body: delayResponseInput, response: { 200: messageReply } } },
    async (request) => {
      const user = app.currentUser(request);
      const { notificationId, crewResponse } = request.body;
      await app.notifier.transaction(async (tx, notify) => {
        const [notification] = await tx.select().from(notifications).where(and(eq(notifications._id, notificationId), eq(notifications.userId, user._id)));
        const promptId = notification?.additionalData.others?.delayPromptId;
        if (!promptId) throw notFound('Notification');
        const [found] = await tx
          .select({ prompt: delayPrompts, crew: crews })
          .from(delayPrompts)
          .innerJoin(crews, eq(crews._id, delayPrompts.crewId))
          .where(eq(delayPrompts._id, promptId))
          .for('update');
        if (!found || found.crew.vendorId !== request.params.vendorId || found.prompt.crewId !== user.crewId) throw new HttpProblem(403, MESSAGES.forbidden);
        const { prompt, crew } = found;
        if (prompt.crewResponse || !prompt.display || prompt.expiresAt <= new Date()) throw new HttpProblem(409, 'This prompt is no longer open.');
        await tx.update(delayPrompts).set({ crewResponse, respondedById: user._id, respondedAt: new Date(), display: false }).where(eq(delayPrompts._id, prompt._id));
        await tx.update(notifications).set({ isRead: true }).where(eq(notifications._id, notificationId));
        const answer = prompt.type === 'service-delay-confirm' ? 'Ok' : crewResponse === 'yes' ? 'Yes' : 'No';
        await notify.staff({
          type: 'service-delay-response',
          title: `${crew.name} answered ${answer}`,
          message: `${prompt.title}: ${answer}`,
          additionalData: {
            others: {
              crew: crew.name,
              delayPromptId: prompt._id,
              translateEs: { title: `${crew.name} respondió ${answer === 'Ok' ? 'Ok' : ANSWER_ES[crewResponse]}`, message: `${prompt.title}: ${answer === 'Ok' ? 'Ok' : ANSWER_ES[crewResponse]}` },
            },
          },
        });
      });
      return { status: 200, message: 'Response recorded.' };
    },
  );
};

export default delayResponseRoutes;
