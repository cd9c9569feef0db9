// The outbox at /outbox.
import OutboxIcon from '@mui/icons-material/Outbox';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.outbox,
  resources: [
    {
      name: 'outbox',
      list: lazyNamed(() => import('./OutboxList'), 'OutboxList'),
      recordRepresentation: 'subject',
    },
  ],
  icon: OutboxIcon,
  menu: [{ label: 'app.menu.outbox', group: 'messages' }],
} satisfies ScreenDeclaration;
