import { useEffect, useRef } from 'react';
import type { TrackingStatus } from '@shoreline/domain/tracking-statuses';
import type { TrackedShipment } from './parcel-status';

/** How often a parcel still on its way is read again while the page is in view. */
export const PARCEL_REFRESH_MS = 60_000;
/** Statuses after which the parcel moves no more (towards the door). */
const SETTLED: ReadonlySet<string> = new Set<TrackingStatus>(['delivered', 'return_to_sender', 'cancelled']);

/** Whether any parcel with tracking is still on its way (a shipment typed in by hand has no status to follow). */
export const followsParcels = (shipments: readonly Pick<TrackedShipment, 'status'>[]): boolean =>
  shipments.some((shipment) => shipment.status !== null && shipment.status !== undefined && !SETTLED.has(shipment.status));

/** The visitor asked to save data (Save-Data, or prefers-reduced-data): the page is read again only when they ask. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-data: reduce)').matches;
}

/**
 * The account's order page and the receipt follow a parcel on its way: read again every minute while the page is
 * visible, and at once when it comes back into view; no more once every parcel is delivered, returned or cancelled,
 * and never on its own for a visitor who saves data.
 */
export function useParcelRefresh(shipments: readonly Pick<TrackedShipment, 'status'>[], readAgain: () => void): void {
  const follow = followsParcels(shipments);
  const latest = useRef(readAgain);
  latest.current = readAgain;
  useEffect(() => {
    if (!follow || savesData()) return;
    const inView = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    const timer = window.setInterval(inView, PARCEL_REFRESH_MS);
    document.addEventListener('visibilitychange', inView);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', inView);
    };
  }, [follow]);
}
