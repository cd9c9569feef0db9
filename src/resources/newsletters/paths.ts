// Where the newsletter screens live: the spec's /newsletter, over the API resource news-letters.
import { SCREEN } from '../../../common/screens';
export const NEWSLETTERS_RESOURCE = 'news-letters';
export const RECIPIENTS_RESOURCE = 'news-letters/recipients';
export const NEWSLETTERS_PATH = SCREEN.newsletters.path;
export const NEWSLETTER_CREATE_PATH = `${NEWSLETTERS_PATH}/create`;
export const NEWSLETTER_SHOW_PATH = `${NEWSLETTERS_PATH}/:id`;
export const newsletterPath = (id: string) => `${NEWSLETTERS_PATH}/${encodeURIComponent(id)}`;
