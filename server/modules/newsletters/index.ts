// The newsletters domain's door: /news-letters (staff's newsletters and the public unsubscribe call their links lead
// to), the `newsletter-send` queue and the sweep that takes up a newsletter left sending.
import type { FastifyPluginAsync } from 'fastify';
import type { DomainJobs } from '../../plugins/jobs';
import { NEWSLETTER_QUEUE, NEWSLETTER_RETRY_DELAY_SECONDS, type NewsletterJob, resumeNewsletters, runNewsletterJob } from './queue';
import newsletterRoutes from './newsletterRoutes';
import unsubscribeRoutes from './unsubscribeRoutes';

export const newsletterJobs: DomainJobs = {
  scheduled: [{ name: 'newsletter-sweep', cron: '*/5 * * * *', run: (app) => resumeNewsletters(app) }],
  queues: [
    {
      // One batch per job; a failed batch is retried once its lease has run out (docs/newsletters.md).
      name: NEWSLETTER_QUEUE,
      options: { policy: 'short', retryLimit: 5, retryDelay: NEWSLETTER_RETRY_DELAY_SECONDS, expireInSeconds: 5 * 60 },
      work: (boss, app, pollSeconds) =>
        boss.work<NewsletterJob>(NEWSLETTER_QUEUE, { pollingIntervalSeconds: pollSeconds }, async ([job]) =>
          runNewsletterJob(app, job.data),
        ),
    },
  ],
  started: (app) => resumeNewsletters(app),
};

const newslettersModule: FastifyPluginAsync = async (app) => {
  await app.register(unsubscribeRoutes);
  await app.register(newsletterRoutes);
};

export default newslettersModule;
