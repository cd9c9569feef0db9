// Leads at /leads: the list with its filters, a new lead, and a lead's page with its quotes and their editor.
import HandshakeIcon from '@mui/icons-material/Handshake';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.leads,
  resources: [
    {
      name: 'leads',
      list: lazyNamed(() => import('./LeadList'), 'LeadList'),
      create: lazyNamed(() => import('./LeadCreate'), 'LeadCreate'),
      show: lazyNamed(() => import('./LeadShow'), 'LeadShow'),
      recordRepresentation: (lead: { name: { first: string; last: string } }) => `${lead.name.first} ${lead.name.last}`,
    },
  ],
  icon: HandshakeIcon,
  menu: [{ label: 'app.quotes.menu' }],
} satisfies ScreenDeclaration;
