// The crew's action queue: every action is stored before it is sent, then sent in order, one at a time, each with its
// idempotency key, so a lost signal delays an action but never loses it nor applies it twice (docs/offline.md).
import type { ActionStore } from './actionStore';
import { QUEUED_ACTION_VERSION, type StoredAction, upgradeStoredAction } from './actionVersions';
import type { OverlaidAction } from './crewDayOverlay';
import type { CrewAction, CrewActionConflict, QueuedAction } from './crewAction';

type Kind = CrewAction['kind'];
export type CrewActionSender<K extends Kind> = (action: Extract<CrewAction, { kind: K }>, idempotencyKey: string) => Promise<unknown>;
/** How each kind of action reaches the server; a kind without a sender waits, in order, until it has one. */
export type CrewActionSenders = { [K in Kind]?: CrewActionSender<K> };

export interface CrewQueueState {
  /** False after a send failed for want of a network, until one gets through. */
  reachable: boolean;
  waiting: number;
  conflicts: CrewActionConflict[];
  /** What the day shows on top of the server's copy: the waiting actions, and those accepted since it was last read. */
  overlay: OverlaidAction[];
}

export interface CrewQueueOptions {
  isOnline?: () => boolean;
  newKey?: () => string;
  now?: () => number;
  /** After an action was accepted: screens read the day again, then call `forgetSent`. */
  onSent?: (action: CrewAction) => void;
  /** After an action was refused: screens read the day again, so its stop shows the server's state. */
  onRefused?: (action: CrewAction) => void;
}

/** Where a submitted action stands once its first try is over: accepted, or stored to be sent when it can be. */
export type SubmitOutcome = 'sent' | 'queued';

export interface SubmitOptions {
  /**
   * The crew is still looking at the form that made it: a refusal on this first try is thrown to the caller (to show
   * beside the fields) and the action dropped, instead of kept as a conflict. Queued, it is a conflict like any other.
   */
  refusalToCaller?: boolean;
}

type Failure = { status?: number; message?: string; body?: { message?: string; messageKey?: string } | null };

/** The server already holds this key and is still applying it: the same call, sent again later, gets its answer. */
const IN_PROGRESS = 'server.idempotency.key_in_progress';

/**
 * Worth sending again later: no network (status 0), no answer at all, a sign-in needed, the server busy or failing,
 * or the first copy still running. Any other 4xx is the server's refusal, shown to the crew as a conflict.
 */
export function isRetryable(error: unknown): boolean {
  const { status, body, message } = (error ?? {}) as Failure;
  if (!status || status === 401 || status === 408 || status === 429 || status >= 500) return true;
  return status === 409 && (body?.messageKey === IN_PROGRESS || body?.message === IN_PROGRESS || message === IN_PROGRESS);
}

const messageOf = (error: unknown) =>
  (error as Failure).body?.message || (error as Failure).message || 'server.common.something_went_wrong';

export class CrewActionQueue {
  private entries: QueuedAction[] = [];
  /** Entries a newer app wrote: kept as they are, and nothing queued after them is sent before them. */
  private unreadable: StoredAction[] = [];
  /** Accepted, still shown until the day is read again (else the stop would flash back to its old state meanwhile). */
  private sent: QueuedAction[] = [];
  private state: CrewQueueState = { reachable: true, waiting: 0, conflicts: [], overlay: [] };
  private readonly listeners = new Set<() => void>();
  private readonly loaded: Promise<void>;
  private flushing: Promise<void> | null = null;
  /** Actions whose refusal their caller is waiting for, and the refusals caught for them. */
  private readonly answering = new Set<string>();
  private readonly refusals = new Map<string, unknown>();
  private readonly isOnline: () => boolean;
  private readonly newKey: () => string;
  private readonly now: () => number;

  constructor(
    private readonly store: ActionStore,
    private readonly userId: string,
    private readonly senders: CrewActionSenders,
    private readonly options: CrewQueueOptions = {},
  ) {
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine);
    this.newKey = options.newKey ?? (() => crypto.randomUUID());
    this.now = options.now ?? Date.now;
    this.loaded = this.load();
  }

  private async load() {
    const stored = (await this.store.all()).filter((entry) => entry.userId === this.userId);
    this.entries = [];
    for (const entry of stored) {
      const upgraded = upgradeStoredAction(entry);
      if (!upgraded) this.unreadable.push(entry);
      else if (entry.version === upgraded.version) this.entries.push(upgraded);
      else {
        await this.store.put(upgraded);
        this.entries.push(upgraded);
      }
    }
    this.entries.sort((a, b) => a.createdAt - b.createdAt);
    this.publish();
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getState = () => this.state;

  private publish(changes: Partial<CrewQueueState> = {}) {
    const waiting = this.entries.filter((entry) => entry.state === 'waiting');
    this.state = {
      ...this.state,
      ...changes,
      waiting: waiting.length + this.unreadable.filter((entry) => entry.state === 'waiting').length,
      conflicts: this.entries
        .filter((entry) => entry.state === 'conflict')
        .map(({ id, action, message }) => ({ id, action, message: message ?? '' })),
      overlay: [
        ...this.sent.map(({ action, createdAt }) => ({ action, createdAt, sent: true })),
        ...waiting.map(({ action, createdAt }) => ({ action, createdAt })),
      ],
    };
    for (const listener of this.listeners) listener();
  }

  /** Stores the action, then sends whatever waits; resolves once it is stored and a send was tried. */
  async submit(action: CrewAction, { refusalToCaller = false }: SubmitOptions = {}): Promise<SubmitOutcome> {
    await this.loaded;
    const last = Math.max(0, ...[...this.entries, ...this.unreadable].map((entry) => entry.createdAt));
    const entry: QueuedAction = {
      version: QUEUED_ACTION_VERSION,
      id: this.newKey(),
      userId: this.userId,
      action,
      createdAt: Math.max(this.now(), last + 1),
      state: 'waiting',
    };
    await this.store.put(entry);
    this.entries.push(entry);
    if (refusalToCaller) this.answering.add(entry.id);
    this.publish();
    try {
      await this.flush();
    } finally {
      this.answering.delete(entry.id);
    }
    if (this.refusals.has(entry.id)) {
      const refusal = this.refusals.get(entry.id);
      this.refusals.delete(entry.id);
      throw refusal;
    }
    return this.entries.some((other) => other.id === entry.id) ? 'queued' : 'sent';
  }

  /** Sends the waiting actions in order until one cannot go yet; one run at a time. */
  flush(): Promise<void> {
    this.flushing ??= (async () => {
      try {
        await this.loaded;
        for (;;) {
          const next = this.entries.find((entry) => entry.state === 'waiting');
          if (!next || this.waitsBehindUnreadable(next) || !this.isOnline() || !(await this.send(next))) break;
        }
      } finally {
        // Cleared in the same turn as the last look at the queue, so an action added now starts a run of its own.
        this.flushing = null;
      }
    })();
    return this.flushing;
  }

  /** Order holds across app versions: nothing goes before an earlier action only a newer app can read. */
  private waitsBehindUnreadable(entry: QueuedAction): boolean {
    return this.unreadable.some((other) => other.state === 'waiting' && other.createdAt < entry.createdAt);
  }

  /** False when the queue must stop here: no sender yet, or the server could not take it now. */
  private async send(entry: QueuedAction): Promise<boolean> {
    const sender = this.senders[entry.action.kind] as CrewActionSender<Kind> | undefined;
    if (!sender) return false;
    try {
      await sender(entry.action as never, entry.id);
    } catch (error) {
      if (isRetryable(error)) {
        this.publish({ reachable: Boolean((error as Failure)?.status) });
        return false;
      }
      if (this.answering.has(entry.id)) {
        await this.store.delete(entry.id);
        this.entries = this.entries.filter((other) => other.id !== entry.id);
        this.refusals.set(entry.id, error);
        this.publish({ reachable: true });
        return true;
      }
      const refused: QueuedAction = { ...entry, state: 'conflict', message: messageOf(error) };
      await this.store.put(refused);
      this.entries = this.entries.map((other) => (other.id === entry.id ? refused : other));
      this.publish({ reachable: true });
      this.options.onRefused?.(entry.action);
      return true;
    }
    await this.store.delete(entry.id);
    this.entries = this.entries.filter((other) => other.id !== entry.id);
    this.sent.push(entry);
    this.publish({ reachable: true });
    this.options.onSent?.(entry.action);
    return true;
  }

  /** The day was read again after these were accepted: it shows them now. */
  forgetSent(ids: readonly string[]): void {
    const read = new Set(ids);
    this.sent = this.sent.filter((entry) => !read.has(entry.id));
    this.publish();
  }

  /** The ids accepted so far and not yet forgotten. */
  sentIds(): string[] {
    return this.sent.map((entry) => entry.id);
  }

  async dismissConflict(id: string): Promise<void> {
    await this.loaded;
    await this.store.delete(id);
    this.entries = this.entries.filter((entry) => entry.id !== id);
    this.publish();
  }
}
