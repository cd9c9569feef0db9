// Programs at /programs: named sequences of rounds (window, products and rates, price, minutes); list, create, edit (a new version) and show.
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.programs,
  resources: [
    {
      name: 'programs',
      list: lazyNamed(() => import('./ProgramList'), 'ProgramList'),
      create: lazyNamed(() => import('./ProgramCreate'), 'ProgramCreate'),
      edit: lazyNamed(() => import('./ProgramCreate'), 'ProgramEdit'),
      show: lazyNamed(() => import('./ProgramShow'), 'ProgramShow'),
      recordRepresentation: 'name',
    },
  ],
  icon: EventRepeatIcon,
  menu: [{ label: 'app.treatments.menu.programs', group: 'treatments' }],
} satisfies ScreenDeclaration;
