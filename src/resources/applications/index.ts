// Application records at /applications: the pesticide applications an inspector reads, each record's page and its
// correction (a new record; the original stays); the Lawn treatments menu entry.
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.applications,
  resources: [
    {
      name: 'applications',
      list: lazyNamed(() => import('./ApplicationList'), 'ApplicationList'),
      show: lazyNamed(() => import('./ApplicationShow'), 'ApplicationShow'),
      recordRepresentation: 'productName',
    },
  ],
  icon: AssignmentTurnedInIcon,
  menu: [{ label: 'app.treatments.menu.applications', group: 'treatments' }],
} satisfies ScreenDeclaration;
