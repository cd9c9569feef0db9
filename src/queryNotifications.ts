// react-query hands each batch of query updates to a setTimeout of its own: a page that opens a dozen queries sets
// dozens of timers as it loads, and each timer is a task and a render of its own. Here one timer carries every batch
// queued before it fires, so React renders them together.
import { notifyManager } from '@tanstack/react-query';

export function coalesceQueryNotifications() {
  let queued: (() => void)[] = [];
  notifyManager.setScheduler((callback) => {
    queued.push(callback);
    if (queued.length > 1) return;
    setTimeout(() => {
      const batch = queued;
      queued = [];
      for (const run of batch) {
        try {
          run();
        } catch (error) {
          // As its own timer would have: reported, and the other batches still delivered.
          setTimeout(() => {
            throw error;
          });
        }
      }
    });
  });
}
