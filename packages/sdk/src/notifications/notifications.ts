import { SPEC_DEFAULTS } from '@shoreline/domain/config';

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface NotificationAction {
  label: string;
  /** Where the action goes (e.g. "/checkout"); without it the action just closes the notice. */
  href?: string;
}

export interface NotificationInput {
  type: NotificationType;
  message: string;
  action1?: NotificationAction;
  action2?: NotificationAction;
  hasNoTimeout?: boolean;
  timeToLive?: number;
}

export interface Notification extends NotificationInput {
  id: number;
}

export type Schedule = (callback: () => void, delayMs: number) => unknown;

export const OK_ACTION: NotificationAction = { label: 'OK' };

/** A notification whose message equals the last one shown is ignored. */
export function isDuplicateOfLast(shown: readonly NotificationInput[], next: NotificationInput): boolean {
  return shown.length > 0 && shown[shown.length - 1].message === next.message;
}

/** A missing or 0 timeToLive means the default lifetime (5000 ms). */
export function notificationLifetime(
  notification: NotificationInput,
  defaultTtlMs: number = SPEC_DEFAULTS.notifications.defaultTtlMs,
): number {
  return notification.timeToLive || defaultTtlMs;
}

export interface NotificationCenterOptions {
  /** Defaults to setTimeout; tests pass a fake. */
  schedule?: Schedule;
  defaultTtlMs?: number;
}

/** The list of visible notifications, with dedupe and self-dismissal. */
export class NotificationCenter {
  private shown: Notification[] = [];
  private nextId = 1;
  private readonly listeners = new Set<(shown: readonly Notification[]) => void>();
  private readonly schedule: Schedule;
  private readonly defaultTtlMs: number;

  constructor(options: NotificationCenterOptions = {}) {
    this.schedule = options.schedule ?? ((callback, delayMs) => setTimeout(callback, delayMs));
    this.defaultTtlMs = options.defaultTtlMs ?? SPEC_DEFAULTS.notifications.defaultTtlMs;
  }

  get notifications(): readonly Notification[] {
    return this.shown;
  }

  /** Shows a notification; returns it, or null when it repeats the last one. */
  spawn(input: NotificationInput): Notification | null {
    if (isDuplicateOfLast(this.shown, input)) return null;
    const notification: Notification = { ...input, id: this.nextId++ };
    this.update([...this.shown, notification]);
    if (!input.hasNoTimeout) this.schedule(() => this.remove(notification.id), notificationLifetime(input, this.defaultTtlMs));
    return notification;
  }

  remove(id: number): void {
    if (this.shown.some((notification) => notification.id === id)) {
      this.update(this.shown.filter((notification) => notification.id !== id));
    }
  }

  subscribe(listener: (shown: readonly Notification[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(shown: Notification[]): void {
    this.shown = shown;
    for (const listener of this.listeners) listener(shown);
  }
}
