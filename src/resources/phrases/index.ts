import ChatIcon from '@mui/icons-material/Chat';
import type { ResourceProps } from 'react-admin';
import { PhraseCreate } from './PhraseCreate';
import { PhraseEdit } from './PhraseEdit';
import { PhraseList } from './PhraseList';

export default {
  list: PhraseList,
  create: PhraseCreate,
  edit: PhraseEdit,
  icon: ChatIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
