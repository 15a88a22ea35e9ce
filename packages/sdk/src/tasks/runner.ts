import { SPEC_DEFAULTS } from '@shoreline/domain/config';
import type { FetchLike } from '../client.js';
import { readEnvelope, type Envelope } from '../envelope.js';
import { createTransport, type TokenSource, type Transport } from '../transport.js';
import { OK_ACTION, type NotificationInput } from '../notifications/notifications.js';
import { createMemoryStorage, type KeyValueStorage } from '../storage/storage.js';
import { TaskStore } from './task-store.js';
import {
  buildTaskRequest,
  isCartNotFound,
  isPreparedTask,
  prepareTask,
  taskErrorMessage,
  TOKEN_LOCK_ABORT,
  TOKEN_REFRESH_FAILED,
  type Task,
  type TaskInput,
} from './task.js';

export interface TaskRunnerOptions {
  /** The transport the tasks go out through; without one, a transport over `fetch`, `baseUrl`, `storeCode` and the token getters. */
  transport?: Transport;
  fetch?: FetchLike;
  /** Where queued tasks are persisted; in memory when missing. */
  storage?: KeyValueStorage;
  /** Prefix for "/api/..." URLs; "" (same origin) by default. */
  baseUrl?: string;
  /** Added as the storeCode query parameter when set (multistore). */
  storeCode?: string | null;
  getUserToken?: () => string | null;
  getCartId?: () => string | null;
  /** Gets a new user token (POST /api/user/refresh); null or a throw means the refresh failed. */
  refreshToken?: () => Promise<string | null>;
  /** Silent logout and the 'modal-signup' modal, done by the app. */
  onSessionLost?: () => void;
  notify?: (notification: NotificationInput) => void;
  autoRefreshTokens?: boolean;
  maxNetworkTaskAttempts?: number;
  tokenLockRetryMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  isOnline?: () => boolean;
  queueKey?: string;
  logger?: Pick<Console, 'warn'>;
}

/** Overrides for one execution; a value given here (even null) wins over the runner's getters. */
export interface ExecuteContext {
  userToken?: string | null;
  cartId?: string | null;
}

export type TaskListener = (task: Task) => void;

export const DEFAULT_QUEUE_KEY = 'shop/syncTasks/queue';

function browserIsOnline(): boolean {
  return globalThis.navigator?.onLine ?? true;
}

/**
 * Runs API tasks through the SDK's transport: placeholders, the JSON envelope, the user-token lock
 * (calls wait while a refresh runs; the refresh itself is the transport's, shared with every other
 * caller of the session) with retry on 401, error notifications, and a persistent offline-tolerant queue.
 * Unlike request(), a task rejects when no answer came (network, not an envelope): the queue keeps it.
 */
export class TaskRunner {
  /** 0 normal, above 0 a refresh is under way, -1 the refresh failed (until resetTokenLock). */
  private lock = 0;
  private attempts = 0;
  private refreshedToken: string | null = null;
  private readonly store: TaskStore;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly listeners = new Set<TaskListener>();
  private readonly transport: Transport;
  private readonly options: Required<Omit<TaskRunnerOptions, 'storage' | 'storeCode' | 'refreshToken' | 'transport' | 'fetch'>> &
    Pick<TaskRunnerOptions, 'storeCode' | 'refreshToken'>;

  constructor(options: TaskRunnerOptions) {
    this.options = {
      baseUrl: '',
      getUserToken: () => options.transport?.tokens?.getToken() ?? null,
      getCartId: () => null,
      onSessionLost: () => undefined,
      notify: () => undefined,
      autoRefreshTokens: true,
      maxNetworkTaskAttempts: SPEC_DEFAULTS.session.maxNetworkTaskAttempts,
      tokenLockRetryMs: SPEC_DEFAULTS.session.tokenLockRetryMs,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      now: () => Date.now(),
      isOnline: browserIsOnline,
      queueKey: DEFAULT_QUEUE_KEY,
      logger: console,
      ...options,
    };
    this.store = new TaskStore(options.storage ?? createMemoryStorage(), this.options.queueKey);
    const tokens: TokenSource = {
      getToken: () => this.options.getUserToken(),
      refresh: async () => (await this.options.refreshToken?.()) ?? null,
    };
    this.transport =
      options.transport ?? createTransport({ fetch: options.fetch, baseUrl: this.options.baseUrl, storeCode: options.storeCode, tokens });
  }

  get tokenLock(): number {
    return this.lock;
  }

  /** Whether the app has a user token now (a logged-in customer). */
  hasUserToken(): boolean {
    return !!this.options.getUserToken();
  }

  /** Called on login: the lock, the refreshed token and the attempts start afresh. */
  resetTokenLock(): void {
    this.lock = 0;
    this.refreshedToken = null;
    this.attempts = 0;
  }

  /** Runs a task now. Rejects on network errors, non-JSON answers and a missing cart id. */
  execute<R = unknown>(input: TaskInput | Task, context: ExecuteContext = {}): Promise<Task<R>> {
    const task = isPreparedTask(input) ? input : prepareTask(input, this.options.now());
    return this.run(task, context) as Promise<Task<R>>;
  }

  /** Stores the task and starts the queue; resolves at once with the untransmitted task. */
  async queue(input: TaskInput): Promise<Task> {
    const task = prepareTask(input, this.options.now());
    await this.store.put(task);
    void this.processQueue().catch((error: unknown) => this.options.logger.warn('Task queue processing failed:', error));
    return task;
  }

  /** Sends every stored task not yet transmitted (when online); call it on the "online" event. */
  async processQueue(): Promise<void> {
    if (!this.options.isOnline()) return;
    const context: ExecuteContext = { userToken: this.options.getUserToken(), cartId: this.options.getCartId() };
    for (const task of await this.store.list()) {
      if (task.transmited || this.inFlight.has(task.task_id)) continue;
      this.inFlight.set(task.task_id, this.sendQueued(task, context));
    }
    await Promise.allSettled([...this.inFlight.values()]);
  }

  queuedTasks(): Promise<Task[]> {
    return this.store.list();
  }

  /** A stored task by id, e.g. the stock check recorded on a cart line (onlineStockCheckid). */
  findTask(taskId: string): Promise<Task | undefined> {
    return this.store.find(taskId);
  }

  clearNotTransmitted(): Promise<void> {
    return this.store.removeNotTransmitted();
  }

  /** Listens to every answered task (its callback_event tells what it was for). */
  onTaskDone(listener: TaskListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async sendQueued(task: Task, context: ExecuteContext): Promise<void> {
    try {
      const done = await this.run(task, context);
      if (!done.transmited) return;
      if (done.is_result_cacheable) await this.store.put(done);
      else await this.store.remove(done.task_id);
    } catch (error) {
      this.options.logger.warn(`Task ${task.task_id} stays queued:`, error);
    } finally {
      this.inFlight.delete(task.task_id);
    }
  }

  private userToken(context: ExecuteContext): string | null {
    return context.userToken !== undefined ? context.userToken : this.options.getUserToken();
  }

  /** The token to send: a refreshed one stands in for the session's, but only while there is a session (not after logout). */
  private sendToken(context: ExecuteContext): string | null {
    const sessionToken = this.userToken(context);
    return sessionToken ? (this.refreshedToken ?? sessionToken) : null;
  }

  private async run(task: Task, context: ExecuteContext): Promise<Task> {
    while (this.lock > 0 && this.sendToken(context)) await this.options.sleep(this.options.tokenLockRetryMs);
    if (this.lock < 0) return { ...task, code: 401, resultCode: 401, result: TOKEN_LOCK_ABORT };

    const token = this.sendToken(context);
    const request = buildTaskRequest(task, { token, cartId: context.cartId !== undefined ? context.cartId : this.options.getCartId() });
    const response = await this.transport.send(task.payload.method, request.url, {
      token: request.sentToken ? token : null,
      body: task.payload.body,
      headers: task.payload.headers,
    });
    const envelope = await readEnvelope<unknown>(response);
    const code = Number(envelope.code);

    if (code === 401 && request.sentToken) {
      const retried = await this.afterUnauthorized(task, context);
      if (retried) return retried;
    } else if (code !== 200 && !task.silent && !isCartNotFound({ url: task.url, resultCode: code, resultReason: envelope.reason })) {
      const message = taskErrorMessage(envelope.result);
      if (message) this.options.notify({ type: 'error', message, action1: OK_ACTION });
    }
    return this.transmitted(task, envelope, code);
  }

  /** After a 401 to a task sent with the token: refresh (up to the attempts allowed) and answer the retried task, or null to keep the 401. */
  private async afterUnauthorized(task: Task, context: ExecuteContext): Promise<Task | null> {
    if (!this.options.autoRefreshTokens) {
      this.options.onSessionLost();
      return null;
    }
    if (this.lock === 0) {
      this.lock = 1;
      if (this.attempts >= this.options.maxNetworkTaskAttempts) {
        await this.loseSession();
        this.options.notify({ type: 'error', message: TOKEN_REFRESH_FAILED, action1: OK_ACTION });
        this.attempts = 0;
      } else {
        this.attempts += 1;
        await this.refresh();
      }
    }
    // The retry waits while another refresh runs and aborts with 401 once the lock is -1.
    return this.attempts <= this.options.maxNetworkTaskAttempts ? this.run(task, context) : null;
  }

  private async refresh(): Promise<void> {
    let token: string | null = null;
    try {
      // The transport's token source: one refresh shared with every other caller of the same session.
      token = (await this.transport.tokens?.refresh()) ?? null;
    } catch (error) {
      this.options.logger.warn('Token refresh failed:', error);
    }
    if (token) {
      this.refreshedToken = token;
      this.lock = 0;
    } else {
      await this.loseSession();
    }
  }

  private async loseSession(): Promise<void> {
    this.lock = -1;
    await this.clearNotTransmitted();
    this.options.onSessionLost();
  }

  private transmitted(task: Task, envelope: Envelope<unknown>, code: number): Task {
    const now = this.options.now();
    const done: Task = {
      ...task,
      transmited: true,
      transmited_at: now,
      updated_at: now,
      result: envelope.result,
      resultCode: code,
      ...(envelope.reason && { resultReason: envelope.reason }),
      code,
      acknowledged: false,
      meta: envelope.meta,
    };
    for (const listener of this.listeners) listener(done);
    return done;
  }
}
