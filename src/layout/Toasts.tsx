// Every toast of the shell: top-right, 10 seconds unless the caller says otherwise (spec section 9; socket toasts ask for 5).
// react-admin shows one toast at a time; when another is waiting, the one on screen gives way after a short read so that
// the answer to the latest action is never held back for ten seconds.
import { Notification, type NotificationProps, useNotificationContext } from 'react-admin';

export const TOAST_MS = 10_000;
export const TOAST_GIVE_WAY_MS = 1_500;

export function Toasts(props: NotificationProps) {
  const { notifications } = useNotificationContext();
  const waiting = notifications.length > 0;
  return (
    <Notification
      {...props}
      autoHideDuration={waiting ? TOAST_GIVE_WAY_MS : TOAST_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    />
  );
}
