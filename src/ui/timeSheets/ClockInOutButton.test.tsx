import { onlineManager } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { ClockInOutButton } from './ClockInOutButton';
import { AdminTestContext } from '../../testing/AdminTestContext';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const renderButton = () =>
  render(
    <AdminTestContext dataProvider={dataProvider}>
      <ClockInOutButton />
    </AdminTestContext>,
  );

describe('ClockInOutButton', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ status: 200, data: null })),
    );
  });
  afterEach(() => {
    // Unmounted first: back online, a waiting query would otherwise run against the real fetch.
    cleanup();
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it('reads the shift and offers to clock in', async () => {
    renderButton();
    expect(await screen.findByText('You are not clocked in.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clock in' }).hasAttribute('disabled')).toBe(false);
  });

  it('offline before the shift was read, says that clocking waits for the connection instead of loading forever', async () => {
    onlineManager.setOnline(false);
    renderButton();
    expect(await screen.findByText('Offline: clocking in and out waits for the connection.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clock in' }).hasAttribute('disabled')).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});
