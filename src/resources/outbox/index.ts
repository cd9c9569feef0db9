import OutboxIcon from '@mui/icons-material/Outbox';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazyNamed';

export default {
  list: lazyNamed(() => import('./OutboxList'), 'OutboxList'),
  icon: OutboxIcon,
  recordRepresentation: 'subject',
} satisfies Omit<ResourceProps, 'name'>;
