// E-mail templates at /email-templates.
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.emailTemplates,
  resources: [
    {
      name: 'email-templates',
      list: lazyNamed(() => import('./EmailTemplateList'), 'EmailTemplateList'),
      create: lazyNamed(() => import('./EmailTemplateCreate'), 'EmailTemplateCreate'),
      edit: lazyNamed(() => import('./EmailTemplateEdit'), 'EmailTemplateEdit'),
      recordRepresentation: 'name',
    },
  ],
  icon: MailOutlineIcon,
  menu: [{ label: 'app.settings.menu.email_templates', group: 'messages' }],
} satisfies ScreenDeclaration;
