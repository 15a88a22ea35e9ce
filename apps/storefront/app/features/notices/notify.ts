import { emit, type AppNotice } from '~/lib/events';

export type { AppNotice };

/**
 * App-wide notices: any feature announces one with
 * `notify(...)`; the page's one overlay host (features/layout/OverlayHost, in the
 * default and minimal frames) hands them to the toast region (./Toasts), which
 * drops an identical repeat of the last one and dismisses each after its lifetime
 * (5000 ms by default) unless it has no timeout. A window event (lib/events) keeps
 * features decoupled from the host and its lazily loaded code.
 */
export function notify(notice: AppNotice): void {
  emit('shoreline:notify', notice);
}
