// The staff inbox: every text in, threaded per customer (or lead), with replies, assignees and the customer's context.
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';
import { InboxMenuIcon } from './InboxMenuIcon';

export const inboxScreen = {
  screen: SCREEN.inbox,
  page: lazyNamed(() => import('./InboxPage'), 'InboxPage'),
  icon: InboxMenuIcon,
  menu: [{ label: 'app.page.inbox' }],
} satisfies ScreenDeclaration;
