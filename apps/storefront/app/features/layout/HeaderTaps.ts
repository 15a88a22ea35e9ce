import { useEffect } from 'react';

/** Set on window by the document's inline script (header-taps.server.ts) and by the hydrated header. */
export const PENDING_TAP = 'shorelineHeaderTap';
export const HEADER_READY = 'shorelineHeaderReady';

type TapWindow = Window & { [PENDING_TAP]?: HTMLElement; [HEADER_READY]?: boolean };

/**
 * The header hydrates from its own chunk after the page, so a tap on one of its buttons (the menu) before then
 * reached no handler. The inline script keeps the last such button; once the header has hydrated it is pressed
 * again. Its links need nothing: they work as plain links until then.
 */
export function useReplayedHeaderTap(): void {
  useEffect(() => {
    const tapWindow = window as TapWindow;
    tapWindow[HEADER_READY] = true;
    const button = tapWindow[PENDING_TAP];
    delete tapWindow[PENDING_TAP];
    if (button?.isConnected) button.click();
  }, []);
}
