// The staff inbox: every text in, threaded per customer (or lead), with replies, assignees and the customer's context.
import { createElement, Suspense } from 'react';
import ForumIcon from '@mui/icons-material/Forum';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

const CountedIcon = lazyNamed(() => import('./InboxMenuIcon'), 'InboxMenuIcon');

/**
 * The menu's icon: the plain one until the counted one (its unread badge reads the API) has loaded in a chunk of its
 * own, so the screen table's chunk never imports the app's data layer (build/vendorChunks.ts SCREEN_TABLE).
 */
function InboxMenuEntryIcon() {
  return createElement(Suspense, { fallback: createElement(ForumIcon) }, createElement(CountedIcon));
}

export const inboxScreen = {
  screen: SCREEN.inbox,
  page: lazyNamed(() => import('./InboxPage'), 'InboxPage'),
  icon: InboxMenuEntryIcon,
  menu: [{ label: 'app.page.inbox' }],
} satisfies ScreenDeclaration;
