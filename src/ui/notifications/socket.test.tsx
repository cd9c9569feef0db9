import { act, screen, waitFor } from '@testing-library/react';
import { memoryStore, Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NotificationType, SILENT_NOTIFICATION_TYPES } from '../../../common/schemas/notification';
import { session } from '../../auth/session';
import { NotificationSocket, useNotificationListener } from './socket';
import { SOUND_KEY, SOUNDS } from './sound';
import { renderInAdmin } from '../../testing/AdminTestContext';

/** The socket's handlers by event, so a test can deliver what the server would push. */
const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('socket.io-client', () => ({
  io: () => ({ on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler), close: () => handlers.clear() }),
}));
const played = vi.hoisted(() => [] as string[]);
vi.mock('./sound', async (original) => ({
  ...(await original<typeof import('./sound')>()),
  playSound: (file: string) => played.push(file),
}));

const heard: string[] = [];
function Listener() {
  useNotificationListener((notification) => heard.push(notification.type));
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
  soundOff = false;
});
afterEach(() => session.clear());

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
