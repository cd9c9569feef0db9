import type { NotificationPayload } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { liveToastOptions, takeNextToast } from './liveToasts';

const answer = (message: string): NotificationPayload => ({ message, type: 'success' });
const live = (message: string): NotificationPayload => ({ message, type: 'info', notificationOptions: liveToastOptions(message) });

/** A queue whose updates apply in order, as React applies a state's queued updates. */
function queueOf(initial: NotificationPayload[]) {
  let state = initial;
  const setState = (next: NotificationPayload[] | ((previous: NotificationPayload[]) => NotificationPayload[])) => {
    state = typeof next === 'function' ? next(state) : next;
  };
  return { setState, read: () => state };
}

describe('takeNextToast', () => {
  it('keeps a toast added after the queue was read', () => {
    const charged = live('Payment received: $21.65');
    const queue = queueOf([charged]);
    const readAtRender = queue.read();
    const added = answer('Call log added.');
    queue.setState((waiting) => [...waiting, added]);
    expect(takeNextToast(readAtRender, queue.setState)).toBe(charged);
    expect(queue.read()).toEqual([added]);
  });

  it('takes the answer before the live toasts waiting, and nothing from an empty queue', () => {
    const done = live('Visit done: 1 Elm St');
    const added = answer('Reminder added.');
    const queue = queueOf([done, added]);
    expect(takeNextToast(queue.read(), queue.setState)).toBe(added);
    expect(queue.read()).toEqual([done]);
    const empty = queueOf([]);
    expect(takeNextToast(empty.read(), empty.setState)).toBeUndefined();
    expect(empty.read()).toEqual([]);
  });
});
