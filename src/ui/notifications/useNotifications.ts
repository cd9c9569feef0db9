// The signed-in user's notifications, 20 at a time, with the read and unread counts of the latest page.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { NOTIFICATION_PAGE_SIZE } from '../../../common/notificationTypes';
import type { NotificationPage, NotificationRecord } from '../../../common/schemas/notification';
import { session } from '../../auth/session';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { NOTIFICATIONS_QUERY_KEY } from './socket';

const EMPTY_PAGE: NotificationPage = { list: [], read: 0, unread: 0, total: 0 };

export function useNotifications() {
  const userId = session.user()?._id;
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const query = useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, userId],
    enabled: Boolean(userId),
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      try {
        return await dataProvider.getNotifications(userId!, pageParam);
      } catch {
        // The spec empties the list when loading fails.
        return EMPTY_PAGE;
      }
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return last.list.length === NOTIFICATION_PAGE_SIZE && loaded < last.total ? loaded : undefined;
    },
  });
  const pages = query.data?.pages ?? [];
  const latest = pages[0] ?? EMPTY_PAGE;
  return {
    list: pages.flatMap((page) => page.list),
    unread: latest.unread,
    total: latest.total,
    hasMore: query.hasNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    isLoading: query.isLoading,
  };
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  const one = useMutation({
    mutationFn: (notification: NotificationRecord) => dataProvider.markNotificationRead(notification._id),
    onSettled: refresh,
  });
  const all = useMutation({ mutationFn: () => dataProvider.markAllNotificationsRead(), onSettled: refresh });
  return { markRead: one.mutate, markAllRead: all.mutate };
}
