import { afterAll } from 'vitest';
import { CRAB_HOUSE_ADDRESS } from '@shoreline/domain/store-place.fixture';
import type { Database, Kysely } from './admin-harness.js';
import { stockUp } from './fixtures.js';

/**
 * The EasyPost sandbox's settings for a test file (read when its API starts): set now, put back after the file's
 * tests. `stepMs`: each parcel's step (a long one keeps parcels where the label left them); `secret`: the webhook's;
 * `maxBoxLb`: the heaviest box (SHIPPING_MAX_BOX_LB).
 */
export function carrierSandboxSettings(settings: { stepMs: number; secret: string; maxBoxLb?: number }): void {
  const values = {
    SHIPPING_SANDBOX_STEP_MS: String(settings.stepMs),
    EASYPOST_WEBHOOK_SECRET: settings.secret,
    ...(settings.maxBoxLb ? { SHIPPING_MAX_BOX_LB: String(settings.maxBoxLb) } : {}),
  };
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}

/** An EasyPost `tracker.updated` event for a parcel, as its webhook sends it (JSON text), with one tracking detail. */
export function trackerUpdated(event: {
  eventId: string;
  trackerId: string;
  status: string;
  detail: string | null;
  at: string;
  message?: string;
  estDeliveryDate?: string | null;
}): string {
  return JSON.stringify({
    id: event.eventId,
    object: 'Event',
    description: 'tracker.updated',
    result: {
      id: event.trackerId,
      object: 'Tracker',
      tracking_code: 'TEST',
      status: event.status,
      status_detail: event.detail,
      est_delivery_date: event.estDeliveryDate ?? null,
      public_url: null,
      tracking_details: [
        { object: 'TrackingDetail', message: event.message ?? `now ${event.status}`, status: event.status, datetime: event.at },
      ],
    },
  });
}

/** The main store ships from the crab house (its address and phone: the labels' ship-from), with `skus` in stock. */
export async function readyToShip(db: Kysely<Database>, skus: string[]): Promise<void> {
  await db
    .updateTable('stores')
    .set({ address: JSON.stringify(CRAB_HOUSE_ADDRESS), telephone: '4105550142' })
    .where('code', '=', 'main')
    .execute();
  await stockUp(db, skus, 1000);
}
