// Phrases at /phrases.
import ChatIcon from '@mui/icons-material/Chat';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.phrases,
  resources: [
    {
      name: 'phrases',
      list: lazyNamed(() => import('./PhraseList'), 'PhraseList'),
      create: lazyNamed(() => import('./PhraseCreate'), 'PhraseCreate'),
      edit: lazyNamed(() => import('./PhraseEdit'), 'PhraseEdit'),
      recordRepresentation: 'name',
    },
  ],
  icon: ChatIcon,
  menu: [{ label: 'app.settings.menu.phrases', group: 'messages' }],
} satisfies ScreenDeclaration;
