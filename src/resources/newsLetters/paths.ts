// Where the newsletter screens live: the spec's /newsletter, over the API resource news-letters.
export const NEWSLETTERS_RESOURCE = 'news-letters';
export const RECIPIENTS_RESOURCE = 'news-letters/recipients';
export const NEWSLETTERS_PATH = '/newsletter';
export const NEWSLETTER_CREATE_PATH = '/newsletter/create';
export const NEWSLETTER_SHOW_PATH = '/newsletter/:id';
export const newsletterPath = (id: string) => `/newsletter/${encodeURIComponent(id)}`;
