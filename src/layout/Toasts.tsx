// Every toast of the shell: top-right, 10 seconds unless the caller says otherwise (spec section 9; live notifications
// ask for 5). react-admin shows one toast at a time. The answer to an action goes before the live notifications still
// waiting (liveToasts.ts), and an answer on screen gives way to the next answer after a short read: an answer waits at
// most for one live toast's 5 seconds.
import { useCallback, useEffect, useMemo } from 'react';
import { Notification, NotificationContext, type NotificationProps, useNotificationContext } from 'react-admin';
import { isLiveToast, orderToasts, takeNextToast } from '../ui/notifications/liveToasts';

export const TOAST_MS = 10_000;
export const TOAST_GIVE_WAY_MS = 1_500;

export function Toasts(props: NotificationProps) {
  const context = useNotificationContext();
  const { notifications, setNotifications } = context;
  const answerWaiting = notifications.some((toast) => !isLiveToast(toast));
  useEffect(() => {
    // Functional: the toast shown takes its own from the queue in the same commit.
    setNotifications(orderToasts);
  }, [notifications, setNotifications]);
  const takeNotification = useCallback(() => takeNextToast(notifications, setNotifications), [notifications, setNotifications]);
  const queue = useMemo(() => ({ ...context, takeNotification }), [context, takeNotification]);
  return (
    <NotificationContext.Provider value={queue}>
      <Notification
        {...props}
        autoHideDuration={answerWaiting ? TOAST_GIVE_WAY_MS : TOAST_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      />
    </NotificationContext.Provider>
  );
}
