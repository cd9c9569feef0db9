// Leads at /leads: the list with its filters, a new lead, and a lead's page with its quotes and their editor.
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
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
  icon: RequestQuoteIcon,
  menu: [{ label: 'app.quotes.menu' }],
} satisfies ScreenDeclaration;
