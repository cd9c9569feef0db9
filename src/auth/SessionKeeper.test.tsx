import { act, render } from '@testing-library/react';
import { type AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../dataProvider';
import { IDLE_TIMEOUT_MS, KEEP_ALIVE_MS, SessionKeeper } from './SessionKeeper';
import { AdminTestContext } from '../testing/AdminTestContext';

function renderKeeper(logout: AuthProvider['logout']) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  };
  return render(
    <AdminTestContext path="/" authProvider={authProvider} dataProvider={dataProvider}>
      <SessionKeeper />
    </AdminTestContext>,
  );
}

describe('SessionKeeper', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 't');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('signs out after 600 s without activity, with the timeout message for the sign-in page', async () => {
    const logout = vi.fn(async () => undefined);
    renderKeeper(logout);
    await act(async () => vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1000));
    expect(logout).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('signOutReason')).toBe('app.auth.session_timeout');
  });

  it('never signs a crew out for idle time: its session lasts the working day on its phone', async () => {
    localStorage.setItem('user', JSON.stringify({ _id: 'c1', type: 'crew', name: 'Cal Crew', permissions: [] }));
    const logout = vi.fn(async () => undefined);
    renderKeeper(logout);
    await act(async () => vi.advanceTimersByTime(IDLE_TIMEOUT_MS * 6));
    expect(logout).not.toHaveBeenCalled();
    localStorage.removeItem('user');
  });

  it.each(['keydown', 'click', 'wheel'])('restarts the idle timer on %s', async (eventName) => {
    const logout = vi.fn(async () => undefined);
    renderKeeper(logout);
    await act(async () => vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1000));
    window.dispatchEvent(new Event(eventName));
    await act(async () => vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1000));
    expect(logout).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('keeps the session alive with a blank GET /api/v1/time-sheets every 180000 ms', async () => {
    renderKeeper(vi.fn(async () => undefined));
    await act(async () => vi.advanceTimersByTime(KEEP_ALIVE_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/time-sheets');
    await act(async () => vi.advanceTimersByTime(KEEP_ALIVE_MS));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
