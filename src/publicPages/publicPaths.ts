// The customer's public pages that start on their own (renderPublic.tsx), light enough for main.tsx.
import { SCREEN_PATH } from '../../common/screenPaths';

const PUBLIC_PAGES = [SCREEN_PATH.payLink, SCREEN_PATH.publicQuote, SCREEN_PATH.publicVisit].map(
  (path) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`),
);

/** Whether a path is the pay link's, a quote's or a visit page's (`/pay/{token}`, `/quote/{token}`, `/visit/{token}`). */
export const isPublicPagePath = (pathname: string) => PUBLIC_PAGES.some((page) => page.test(pathname));
