// The inbox's menu icon with its unread badge: the threads holding texts the user has not read, read again when the
// socket says a thread changed (and every two minutes, should the socket be down).
import ForumIcon from '@mui/icons-material/Forum';
import { Badge } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { UNREAD_THREADS_QUERY_KEY } from './inboxQueries';

export function InboxMenuIcon() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data } = useQuery({
    queryKey: UNREAD_THREADS_QUERY_KEY,
    queryFn: async () => (await dataProvider.listThreads('unread', 0, 1)).unreadThreads,
    refetchInterval: 120_000,
  });
  const unread = data ?? 0;
  // No badge at all when nothing is unread: an invisible MUI badge still holds its last count as text.
  if (!unread) return <ForumIcon />;
  return (
    <Badge color="error" badgeContent={unread} max={99} aria-label={translate('app.inbox.unread', { smart_count: unread })}>
      <ForumIcon />
    </Badge>
  );
}
