// Newsletters at the spec's /newsletter over the API resource `news-letters` (paths.ts).
import EmailIcon from '@mui/icons-material/Email';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';
import { NEWSLETTER_CREATE_PATH, NEWSLETTER_SHOW_PATH, NEWSLETTERS_RESOURCE, RECIPIENTS_RESOURCE } from './paths';

export default {
  screen: SCREEN.newsletters,
  page: lazyNamed(() => import('./NewsletterList'), 'NewsletterList'),
  routes: {
    [NEWSLETTER_CREATE_PATH]: lazyNamed(() => import('./NewsletterCreate'), 'NewsletterCreate'),
    [NEWSLETTER_SHOW_PATH]: lazyNamed(() => import('./NewsletterShow'), 'NewsletterShow'),
  },
  resources: [
    { name: NEWSLETTERS_RESOURCE, recordRepresentation: 'subject' },
    { name: RECIPIENTS_RESOURCE, recordRepresentation: 'name' },
  ],
  icon: EmailIcon,
  menu: [{ label: 'app.page.newsletter' }],
} satisfies ScreenDeclaration;
