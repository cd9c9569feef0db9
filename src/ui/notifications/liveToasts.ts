// The toasts of live notifications (the socket's) against the answers to what the user just did. The shell shows one
// toast at a time: an answer goes before any live toast still waiting, and of a burst of live ones only the newest few
// wait (every one of them is in the bell), so an answer is never held back behind a minute of others' news.
import type { Dispatch, SetStateAction } from 'react';
import type { NotificationOptions, NotificationPayload } from 'react-admin';

export const LIVE_TOAST_MS = 5000;
/** Live toasts kept waiting behind the one on screen; older ones of a burst are left to the bell. */
export const LIVE_TOASTS_WAITING = 2;

// useNotify copies the options it is given, but not their messageArgs: that object is what marks a toast live.
const liveArgs = new WeakSet<object>();

/** The options of a live notification's toast, known as live by `orderToasts`. */
export function liveToastOptions(text: string): NotificationOptions {
  const messageArgs = { _: text };
  liveArgs.add(messageArgs);
  return { type: 'info', autoHideDuration: LIVE_TOAST_MS, messageArgs };
}

export const isLiveToast = (toast: NotificationPayload) => {
  const args = toast.notificationOptions?.messageArgs;
  return !!args && liveArgs.has(args);
};

/** The waiting toasts in the order to show them: answers first, then the newest live ones; the same array when so. */
export function orderToasts(waiting: NotificationPayload[]): NotificationPayload[] {
  const answers = waiting.filter((toast) => !isLiveToast(toast));
  const live = waiting.filter(isLiveToast).slice(-LIVE_TOASTS_WAITING);
  const ordered = [...answers, ...live];
  return ordered.length === waiting.length && ordered.every((toast, index) => toast === waiting[index]) ? waiting : ordered;
}

/**
 * The next toast to show (an answer before any live one), taken off the queue read at render. Only that toast is removed: react-admin's own take sets
 * the queue to what it read, so a toast added between the render and the effect that takes (an action's answer
 * arriving with a live notification of its charge) was lost, never shown.
 */
export function takeNextToast(
  waiting: NotificationPayload[],
  setWaiting: Dispatch<SetStateAction<NotificationPayload[]>>,
): NotificationPayload | undefined {
  const next = waiting.find((toast) => !isLiveToast(toast)) ?? waiting[0];
  if (next) setWaiting((queue) => queue.filter((toast) => toast !== next));
  return next;
}
