// POST /vendor/{vendorId}/crews/delayServiceNotificationResponse: a crew's answer to a service-delay prompt (workLogs/delayPromptRoutes.ts),
// told to staff as a notification.
import { withParams } from '../../../common/i18n/catalog';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReply } from '../../../common/schemas/envelope';
import { delayResponseInput } from '../../../common/schemas/notification';
import { recordId } from '../../../common/schemas/fields';
import { crews, delayPrompts, notifications } from '../../db/schema';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { markNotificationsRead } from '../messaging';
import { answerDelayPrompt } from '../workLogs';

const tags = ['crew delay'];

const delayResponseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vendor/:vendorId/crews/delayServiceNotificationResponse',
    {
      config: { access: { types: ['crew'] } },
      schema: { tags, params: z.object({ vendorId: recordId() }), body: delayResponseInput, response: { 200: messageReply } },
    },
    async (request) => {
      const user = app.currentUser(request);
      const { notificationId, crewResponse } = request.body;
      await app.notifier.transaction(async (tx, notify) => {
        const [notification] = await tx
          .select()
          .from(notifications)
          .where(and(eq(notifications._id, notificationId), eq(notifications.userId, user._id)));
        const promptId = notification?.additionalData.others?.delayPromptId;
        if (!promptId) throw notFound('notification');
        const [found] = await tx
          .select({ prompt: delayPrompts, crew: crews })
          .from(delayPrompts)
          .innerJoin(crews, eq(crews._id, delayPrompts.crewId))
          .where(eq(delayPrompts._id, promptId))
          .for('update');
        if (!found || found.crew.vendorId !== request.params.vendorId || found.prompt.crewId !== user.crewId)
          throw new HttpProblem(403, MESSAGES.forbidden);
        const { prompt, crew } = found;
        if (prompt.crewResponse || !prompt.display || prompt.expiresAt <= new Date())
          throw new HttpProblem(409, 'server.notifications.prompt_no_longer_open');
        await answerDelayPrompt(tx, prompt._id, { crewResponse, respondedById: user._id });
        await markNotificationsRead(tx, user._id, { notificationId });
        const answer = `notifications.delay_answers.${prompt.type === 'service-delay-confirm' ? 'ok' : crewResponse}` as const;
        await notify.staff({
          type: 'service-delay-response',
          title: withParams('notifications.delay_answer_title', { crew: crew.name, answer }),
          message: withParams('notifications.delay_answer_message', { title: prompt.title, answer }),
          additionalData: {
            others: {
              crew: crew.name,
              crewId: crew._id,
              delayPromptId: prompt._id,
            },
          },
        });
      });
      return { status: 200, message: 'server.notifications.response_recorded' };
    },
  );
};

export default delayResponseRoutes;
