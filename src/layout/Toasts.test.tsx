import { act, screen } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_GIVE_WAY_MS, TOAST_MS, Toasts } from './Toasts';
import { renderInAdmin } from '../testing/AdminTestContext';

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
