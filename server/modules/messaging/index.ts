// The messaging domain's door: a user's own notifications (/notifications), the outbox of mail kept while no mail server
// is configured (/outbox), Twilio's webhooks (/sms), the text-send and email-send queues, and
// the moments a customer hears about (sendMoment, the day-before job, their words as the office edits them). The notifier (notifications written with the change, pushed after it commits) is here too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DomainJobs } from '../../plugins/jobs';
import conversationRoutes from './conversationRoutes';
import messageRoutes from './messageRoutes';
import momentWordsRoutes from './momentWordsRoutes';
import notificationRoutes from './notificationRoutes';
import outboundRoutes from './outboundRoutes';
import outboxRoutes from './outboxRoutes';
import { emailQueue } from './emailQueue';
import { sweepLostMessages } from './messageSweep';
import { textQueue } from './textQueue';
import textRoutes from './textRoutes';
import { remindTomorrowsVisits } from './visitEve';

export { queueEmails } from './emailQueue';
export {
  createNotifier,
  markNotificationsRead,
  type NotificationDraft,
  type NotificationText,
  type Notifier,
  type Notify,
  storedText,
} from './notifier';
export { type Delivery, type Message, type Messenger, REDACTED_TEXT } from './messenger';
export { default as messagingTransports } from './transports';
export { REDACTED_TEXT as REDACTED_SMS_TEXT, type TextSender } from './textSender';
export { framedText, releaseTime, sendWindows, twilioSignature } from './textRules';
import { messagingSubscribers as momentSubscribers } from './subscribers';
import { inboundMediaSubscribers } from './inboundMedia';
/** The moments other domains' events send, and an MMS's images fetched after its text is kept. */
export const messagingSubscribers = [...momentSubscribers, ...inboundMediaSubscribers];
export { queueText } from './textQueue';
export { sweepLostMessages } from './messageSweep';
export { claimStaffSend, claimStaffSends } from './staffSends';
export { claimGatewayCall } from './textRate';
export { remindTomorrowsVisits } from './visitEve';
export { type Moment, momentCustomerColumns, type MomentCustomer, portalLink, sendMoment, sendMoments } from './moments';

export const messagingJobs: DomainJobs = {
  scheduled: [
    // The day before a visit, in the morning of the business's time zone.
    { name: 'visit-eve', cron: '0 9 * * *', run: (app) => remindTomorrowsVisits(app) },
    // Texts and e-mails whose jobs all ended while they still wait are sent a new one.
    { name: 'message-sweep', cron: '*/5 * * * *', run: (app) => sweepLostMessages(app) },
  ],
  queues: [textQueue, emailQueue],
};

const messagingModule: FastifyPluginAsyncZod<{ publicUrl?: string }> = async (app, options) => {
  await app.register(notificationRoutes);
  await app.register(outboxRoutes);
  await app.register(outboundRoutes);
  await app.register(textRoutes, { publicUrl: options.publicUrl });
  await app.register(messageRoutes); // /customers/:id/messages
  await app.register(momentWordsRoutes);
  await app.register(conversationRoutes); // the inbox
};

export default messagingModule;
