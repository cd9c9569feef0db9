// One socket per signed-in tab: it hears the user's channel, refreshes the notification queries and the records they name, toasts and rings.
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useNotify, useStore } from 'react-admin';
import type { Socket } from 'socket.io-client';
import {
  CONVERSATIONS_CHANGED_EVENT,
  HIGH_PRIORITY_NOTIFICATION_TYPES,
  IMPORT_PROGRESS_EVENT,
  NEWSLETTER_PROGRESS_EVENT,
  OFFICE_QUEUES_CHANGED_EVENT,
  QUOTES_CHANGED_EVENT,
  VISIT_RATED_EVENT,
  SESSION_USER_CHANGED_EVENT,
  SILENT_NOTIFICATION_TYPES,
  WORK_LOGS_CHANGED_EVENT,
} from '../../../common/notificationTypes';
import type { NotificationRecord } from '../../../common/schemas/notification';
import { isStaff } from '../../../common/permissions';
import { refreshStoredUser } from '../../auth/refreshStoredUser';
import { session } from '../../auth/session';
import type { LawnDeskDataProvider } from '../../dataProvider';
import {
  invalidateChangedRecords,
  invalidateNewsletters,
  invalidateOfficeQueues,
  invalidateQuotes,
  VISIT_RATINGS_QUERY_KEY,
  invalidateWorkLogs,
} from './liveQueries';
import { liveToastOptions } from './liveToasts';
import { localized } from './localized';
import { playSound, SOUND_KEY, SOUNDS } from './sound';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'];

type Listener = (notification: NotificationRecord) => void;
const SocketListeners = createContext<Set<Listener>>(new Set());
type EventListener = (event: string, payload: unknown) => void;
const SocketEventListeners = createContext<Set<EventListener>>(new Set());

/** Lets a screen react to incoming notifications (the crew's delay prompt, for one). */
export function useNotificationListener(listener: Listener) {
  const listeners = useContext(SocketListeners);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const call: Listener = (notification) => latest.current(notification);
    listeners.add(call);
    return () => {
      listeners.delete(call);
    };
  }, [listeners]);
}

/** Lets a screen hear one socket event's payloads while it is open (the balance's progress, for one). */
export function useSocketEvent<T>(event: string, listener: (payload: T) => void) {
  const listeners = useContext(SocketEventListeners);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const call: EventListener = (name, payload) => {
      if (name === event) latest.current(payload as T);
    };
    listeners.add(call);
    return () => {
      listeners.delete(call);
    };
  }, [listeners, event]);
}

export function NotificationSocket({ children }: { children: ReactNode }) {
  const listeners = useRef(new Set<Listener>()).current;
  const eventListeners = useRef(new Set<EventListener>()).current;
  const queryClient = useQueryClient();
  const provider = useDataProvider<LawnDeskDataProvider>();
  // Read through a ref, as the settings are: a new provider object must not reconnect the socket.
  const dataProvider = useRef(provider);
  dataProvider.current = provider;
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [soundOn] = useStore<boolean>(SOUND_KEY, true);
  const settings = useRef({ locale, soundOn });
  settings.current = { locale, soundOn };
  const userType = session.user()?.type;
  const token = session.token();

  useEffect(() => {
    if (!userType || !token) return;
    const listen = (socket: Socket) => {
      socket.on(userType, (notification: NotificationRecord) => {
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
        void invalidateChangedRecords(queryClient, notification);
        for (const listener of listeners) listener(notification);
        if (SILENT_NOTIFICATION_TYPES.includes(notification.type)) return;
        const { title, message } = localized(notification, settings.current.locale);
        notify(`${title}: ${message}`, liveToastOptions(`${title}: ${message}`));
        if (isStaff({ type: userType }) && settings.current.soundOn) {
          playSound(HIGH_PRIORITY_NOTIFICATION_TYPES.includes(notification.type) ? SOUNDS.highPriority : SOUNDS.normal);
        }
      });
      // A role or account edited by someone else: the menu and route guards follow without a new sign-in.
      socket.on(SESSION_USER_CHANGED_EVENT, () => void refreshStoredUser(dataProvider.current).catch(() => undefined));
      // A stop started, completed or skipped: the board, the calendar and the maps read their work logs again, without a toast.
      socket.on(WORK_LOGS_CHANGED_EVENT, () => void invalidateWorkLogs(queryClient));
      // A contact request or a sign-up arrived or was handled, a customer added: the dashboard and those lists read again.
      socket.on(OFFICE_QUEUES_CHANGED_EVENT, () => void invalidateOfficeQueues(queryClient));
      // A new lead; a quote sent, opened, approved or declined: the leads and their quotes read again, without a toast.
      socket.on(QUOTES_CHANGED_EVENT, () => void invalidateQuotes(queryClient));
      // A customer rated a visit: the ratings card reads them again (a low one also arrives as a notification).
      socket.on(VISIT_RATED_EVENT, () => void queryClient.invalidateQueries({ queryKey: VISIT_RATINGS_QUERY_KEY }));
      // A text in, a reply or an assignee: the inbox and the menu's unread badge read again, without a toast.
      socket.on(CONVERSATIONS_CHANGED_EVENT, () => void queryClient.invalidateQueries({ queryKey: ['conversations'] }));
      // A newsletter sending: its progress bars and recipient lists read again.
      socket.on(NEWSLETTER_PROGRESS_EVENT, () => void invalidateNewsletters(queryClient));
      // A customer import running: its page reads its progress again.
      socket.on(IMPORT_PROGRESS_EVENT, () => void queryClient.invalidateQueries({ queryKey: ['imports'] }));
      socket.onAny((event: string, payload: unknown) => {
        for (const listener of eventListeners) listener(event, payload);
      });
      socket.on('connect_error', (error) => console.error('notification socket', error.message));
      return socket;
    };
    // Connected in a task of its own: the shell's first commit, which React cannot break up, is long enough on a phone.
    // socket.io's client is a chunk of its own, fetched then: a page's start neither loads nor compiles it.
    let socket: Socket | undefined;
    let closed = false;
    const connecting = setTimeout(
      () =>
        void import('socket.io-client').then(
          ({ io }) => {
            if (!closed) socket = listen(io({ path: '/socket.io', auth: { token }, transports: ['websocket'] }));
          },
          (error: Error) => console.error('notification socket', error.message),
        ),
    );
    return () => {
      closed = true;
      clearTimeout(connecting);
      socket?.close();
    };
  }, [userType, token, queryClient, notify, listeners, eventListeners]);

  return (
    <SocketListeners.Provider value={listeners}>
      <SocketEventListeners.Provider value={eventListeners}>{children}</SocketEventListeners.Provider>
    </SocketListeners.Provider>
  );
}
