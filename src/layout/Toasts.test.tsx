import { act, screen } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_GIVE_WAY_MS, TOAST_MS, Toasts } from './Toasts';
import { renderInAdmin } from '../testing/AdminTestContext';
import { LIVE_TOAST_MS, LIVE_TOASTS_WAITING, liveToastOptions } from '../ui/notifications/liveToasts';

// Notified without a click: a click elsewhere on the page closes a toast by itself (MUI's click-away).
let notify: ReturnType<typeof useNotify>;
function Notifier() {
  notify = useNotify();
  return null;
}

const renderShell = () =>
  renderInAdmin(
    <>
      <Notifier />
      <Toasts />
    </>,
  );
/** Steps the clock half a second at a time so that React renders between timers, as the Snackbar's close and exit chain. */
async function wait(ms: number) {
  for (let passed = 0; passed < ms; passed += 500) await act(() => vi.advanceTimersByTimeAsync(Math.min(500, ms - passed)));
}

describe('Toasts', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('keeps a lone toast on screen for ten seconds', async () => {
    renderShell();
    act(() => notify('Customer locked.'));
    await wait(TOAST_MS - 1_000);
    expect(screen.getByText('Customer locked.')).toBeTruthy();
    await wait(3_000);
    expect(screen.queryByText('Customer locked.')).toBeNull();
  });

  it('lets the toast on screen give way to the next one instead of holding it back for ten seconds', async () => {
    renderShell();
    act(() => notify('Customer locked.'));
    await wait(500);
    act(() => notify('Customer unlocked.'));
    await wait(TOAST_GIVE_WAY_MS + 1_000);
    expect(screen.queryByText('Customer locked.')).toBeNull();
    expect(screen.getByText('Customer unlocked.')).toBeTruthy();
    await wait(TOAST_MS - 2_000);
    expect(screen.getByText('Customer unlocked.')).toBeTruthy();
  });
});

describe('Toasts with live notifications', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('shows the answer to an action before a burst of live notifications, and only the newest of the burst after it', async () => {
    renderShell();
    const live = ['Visit done: 1 Elm St', 'Visit done: 2 Elm St', 'Visit done: 3 Elm St', 'Visit done: 4 Elm St', 'Visit done: 5 Elm St'];
    act(() => {
      for (const text of live) notify(text, liveToastOptions(text));
    });
    await wait(500);
    act(() => notify('Call log added.'));
    expect(screen.getByText(live[0])).toBeTruthy();

    await wait(LIVE_TOAST_MS + 1_000);
    expect(screen.getByText('Call log added.')).toBeTruthy();
    // Nothing but live ones waits behind it: it has its ten seconds.
    await wait(TOAST_MS - 2_000);
    expect(screen.getByText('Call log added.')).toBeTruthy();

    const shown: string[] = [];
    for (let step = 0; step < 30; step++) {
      await wait(500);
      for (const text of live) if (screen.queryByText(text) && !shown.includes(text)) shown.push(text);
    }
    expect(shown).toEqual(live.slice(-LIVE_TOASTS_WAITING));
  });
});
