import OutboxIcon from '@mui/icons-material/Outbox';
import type { ResourceProps } from 'react-admin';
import { OutboxList } from './OutboxList';

export default {
  list: OutboxList,
  icon: OutboxIcon,
  recordRepresentation: 'subject',
} satisfies Omit<ResourceProps, 'name'>;
