import { act, screen, waitFor } from '@testing-library/react';
import { memoryStore, Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NotificationType, SILENT_NOTIFICATION_TYPES } from '../../../common/schemas/notification';
import { session } from '../../auth/session';
import { NotificationSocket, useNotificationListener, useSocketEvent } from './socket';
import { SOUND_KEY, SOUNDS } from './sound';
import { renderInAdmin } from '../../testing/AdminTestContext';

/** The socket's handlers by event, so a test can deliver what the server would push. */
const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('socket.io-client', () => ({
  io: () => ({
    on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
    // What socket.io's onAny hears: every event, by name.
    onAny: (handler: (event: string, payload: unknown) => void) => handlers.set('*', (pushed) => handler(...(pushed as [string, unknown]))),
    close: () => handlers.clear(),
  }),
}));
const played = vi.hoisted(() => [] as string[]);
vi.mock('./sound', async (original) => ({
  ...(await original<typeof import('./sound')>()),
  playSound: (file: string) => played.push(file),
}));

const heard: string[] = [];
const progressHeard: unknown[] = [];
function Listener() {
  useNotificationListener((notification) => heard.push(notification.type));
  useSocketEvent('balance-progress', (payload) => progressHeard.push(payload));
  return null;
}

async function signInAs(type: 'csr' | 'crew') {
  session.save({ _id: 'u1', token: 't', name: 'Casey', role: type, type, properties: [], vendor: null, crew: null, permissions: [] });
  renderInAdmin(
    <>
      <NotificationSocket>
        <Listener />
      </NotificationSocket>
      <Notification />
    </>,
    { store: memoryStore(type === 'csr' && soundOff ? { [SOUND_KEY]: false } : {}) },
  );
  // The socket connects in a task after the first commit.
  await waitFor(() => expect(handlers.has(type)).toBe(true));
}
let soundOff = false;

function push(type: NotificationType, title = `About ${type}`) {
  act(() =>
    handlers.get(session.user()!.type)!({
      _id: type,
      type,
      title,
      message: 'details',
      additionalData: {},
      isRead: false,
      date: new Date().toISOString(),
    }),
  );
}

beforeEach(() => {
  played.length = 0;
  heard.length = 0;
  progressHeard.length = 0;
  soundOff = false;
});
afterEach(() => session.clear());

describe('a socket event a screen listens for', () => {
  it("reaches the screen with its payload, and other events' do not", async () => {
    await signInAs('csr');
    act(() => handlers.get('*')!(['import-progress', { done: 3 }]));
    act(() => handlers.get('*')!(['balance-progress', { elapsedMs: 1000 }]));
    expect(progressHeard).toEqual([{ elapsedMs: 1000 }]);
  });
});

describe('a pushed notification', () => {
  it.each(SILENT_NOTIFICATION_TYPES)('%s is silent: no toast, no sound, though screens still hear it', async (type) => {
    await signInAs('csr');
    push(type);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(`About ${type}: details`)).not.toBeInTheDocument();
    expect(played).toEqual([]);
    expect(heard).toEqual([type]);
  });

  it('toasts and rings the high-priority sound for an extra-time request', async () => {
    await signInAs('csr');
    push('extra-service-time-request', 'More time');
    expect(await screen.findByText('More time: details')).toBeInTheDocument();
    expect(played).toEqual([SOUNDS.highPriority]);
  });

  it('rings the normal sound for other types', async () => {
    await signInAs('csr');
    push('payment-success', 'Paid');
    expect(await screen.findByText('Paid: details')).toBeInTheDocument();
    expect(played).toEqual([SOUNDS.normal]);
  });

  it('rings nothing when the sound is switched off', async () => {
    soundOff = true;
    await signInAs('csr');
    push('extra-service-time-request', 'More time');
    expect(await screen.findByText('More time: details')).toBeInTheDocument();
    expect(played).toEqual([]);
  });

  it('never rings for a crew, though it toasts', async () => {
    await signInAs('crew');
    push('service-delay-initial', 'Rain');
    expect(await screen.findByText('Rain: details')).toBeInTheDocument();
    expect(played).toEqual([]);
  });
});
