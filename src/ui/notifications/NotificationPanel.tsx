// The bell's panel: newest first, 20 more when scrolled to the bottom, one or all marked read; staff see who reviewed each.
// A click marks a notification read and opens its subject.
import type { UIEvent } from 'react';
import { Box, Button, Divider, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { NotificationRecord } from '../../../common/schemas/notification';
import { isStaff } from '../../../common/permissions';
import { session } from '../../auth/session';
import { isDelayPrompt, useReopenDelayPrompt } from './delayPromptAside';
import { localized } from './localized';
import { notificationTarget } from './notificationTarget';
import { useMarkRead, useNotifications } from './useNotifications';
import { LoadingSpinner } from '../LoadingSpinner';
import { useFormat } from '../format/useFormat';

/** How close to the bottom, in pixels, counts as having scrolled to it. */
const BOTTOM_SLACK = 24;

function NotificationItem({
  notification,
  showReviewer,
  onOpen,
}: {
  notification: NotificationRecord;
  showReviewer: boolean;
  onOpen: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormat();
  const { title, message } = localized(notification, locale);
  const reviewer = showReviewer && notification.completedBy;
  return (
    // Named by its text (title first), so the name holds everything the row shows (WCAG 2.5.3).
    <ListItem disablePadding>
      <ListItemButton onClick={onOpen} sx={{ alignItems: 'flex-start', bgcolor: notification.isRead ? undefined : 'action.hover' }}>
        <ListItemText
          primary={
            <Typography variant="body2" fontWeight={notification.isRead ? 400 : 600}>
              {title}
            </Typography>
          }
          secondary={
            <>
              <Typography component="span" variant="body2" display="block" color="text.secondary">
                {message}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary">
                {format.dateTime(notification.date)}
              </Typography>
              {reviewer && (
                <Typography component="span" variant="caption" display="block" color="text.secondary">
                  {translate('app.notifications.reviewed_by', { name: reviewer.name, time: format.dateTime(reviewer.completedAt) })}
                </Typography>
              )}
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}

/** `onNavigate` closes the panel when a click leads away. */
export function NotificationPanel({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { list, unread, hasMore, loadMore, isLoading } = useNotifications();
  const { markRead, markAllRead } = useMarkRead();
  const user = session.user();
  const reopenDelayPrompt = useReopenDelayPrompt();
  const open = (notification: NotificationRecord) => {
    if (!notification.isRead) markRead(notification);
    if (user?.type === 'crew' && isDelayPrompt(notification.type)) reopenDelayPrompt();
    const target = notificationTarget(notification, user);
    if (!target) return;
    onNavigate?.();
    navigate(target);
  };
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const element = event.currentTarget;
    if (element.scrollHeight - element.scrollTop - element.clientHeight < BOTTOM_SLACK) loadMore();
  };
  return (
    <Box sx={{ width: { xs: 'calc(100vw - 32px)', sm: 380 } }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, py: 1 }}>
        <Typography variant="subtitle1">{translate('app.notifications.title')}</Typography>
        <Button size="small" onClick={() => markAllRead()} disabled={unread === 0}>
          {translate('app.notifications.mark_all_read')}
        </Button>
      </Stack>
      <Divider />
      <Box sx={{ maxHeight: 420, overflowY: 'auto' }} onScroll={onScroll} data-testid="notification-list">
        {isLoading ? (
          <Stack alignItems="center" sx={{ p: 3 }}>
            <LoadingSpinner size={40} />
          </Stack>
        ) : list.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary" align="center">
            {translate('app.notifications.empty')}
          </Typography>
        ) : (
          <List disablePadding>
            {list.map((notification) => (
              <NotificationItem
                key={notification._id}
                notification={notification}
                showReviewer={Boolean(user && isStaff(user))}
                onOpen={() => open(notification)}
              />
            ))}
            {hasMore && (
              <Stack component="li" alignItems="center" sx={{ p: 1 }}>
                <LoadingSpinner size={20} />
              </Stack>
            )}
          </List>
        )}
      </Box>
    </Box>
  );
}
