import ChatIcon from '@mui/icons-material/Chat';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazyNamed';

export default {
  list: lazyNamed(() => import('./PhraseList'), 'PhraseList'),
  create: lazyNamed(() => import('./PhraseCreate'), 'PhraseCreate'),
  edit: lazyNamed(() => import('./PhraseEdit'), 'PhraseEdit'),
  icon: ChatIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
