// Newsletters' calls outside the simple-rest resource: the templates and markets to choose from, the audience count, a test to yourself, and
// the public unsubscribe a newsletter's link leads to.
import type { AudienceCount, NewsletterAudience, NewsletterChoices, NewsletterContent } from '../../common/schemas/newsletter';
import { apiCall, type Data } from './httpClient';

export const newsletterMethods = {
  getNewsletterChoices: async () => (await apiCall<Data<NewsletterChoices>>('/news-letters/choices')).data,
  countNewsletterAudience: async (audience: NewsletterAudience) =>
    (await apiCall<Data<AudienceCount>>('/news-letters/audience-count', { method: 'POST', body: audience })).data,
  /** Sends the content to the signed-in user's own address; answers the server's confirmation key. */
  sendNewsletterTest: async (content: NewsletterContent) =>
    apiCall<Data<{ to: string }> & { message: string }>('/news-letters/test', { method: 'POST', body: content }),
  unsubscribe: async (token: string) => apiCall<{ message: string }>('/news-letters/unsubscribe', { method: 'POST', body: { token } }),
};
