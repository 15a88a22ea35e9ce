/**
 * App-wide notices (spec document 1 §4.8): any feature announces one with
 * `notify(...)`; the page's one overlay host (features/layout/OverlayHost, in the
 * default and minimal frames) hands them to the toast region (./Toasts), which
 * drops an identical repeat of the last one and dismisses each after its lifetime
 * (5000 ms by default) unless it has no timeout. A window event keeps features
 * decoupled from the host and its lazily loaded code.
 */
export interface AppNotice {
  type: 'success' | 'info' | 'warning' | 'error';
  message: string;
  /** Label of the dismiss action, e.g. "OK". */
  action1?: string;
  /** A second action that navigates, e.g. "Proceed to checkout". */
  action2?: { label: string; href: string };
  /** Buttons that run something (e.g. send or cancel a waiting order); they replace the dismiss button. */
  actions?: Array<{ label: string; onSelect: () => void }>;
  /** Values for the message's placeholders. */
  values?: Record<string, string | number>;
  hasNoTimeout?: boolean;
  timeToLive?: number;
}

export const NOTICE_EVENT = 'shoreline:notify';

export function notify(notice: AppNotice): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<AppNotice>(NOTICE_EVENT, { detail: notice }));
}
