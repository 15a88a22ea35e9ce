import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarrierRefused, TRACKING_STATUSES, type ShipmentRequest } from '../port.js';
import { EasyPostCarrier, statusOf } from './client.js';
import { startEasyPostSandbox, type RunningEasyPostSandbox } from './sandbox-server.js';
import { signEasyPostWebhook } from './signature.js';

/** The EasyPost client against the sandbox: the v2 calls, EasyPost's errors as refusals, and the signed webhook. */
const SECRET = 'whsec_client_test';
const box: ShipmentRequest = {
  from: { name: 'Shoreline', street1: '410 Harbor Road', city: 'Grasonville', state: 'MD', zip: '21638', country: 'US' },
  to: { name: 'Jane Doe', street1: '1 Pier Rd', city: 'Baltimore', state: 'MD', zip: '21201', country: 'US' },
  parcel: { weightOz: 100, lengthIn: 16, widthIn: 12, heightIn: 12 },
  options: { saturdayDelivery: false, dryIceOz: 0 },
  reference: '000000042',
};

describe('the EasyPost client', () => {
  let running: RunningEasyPostSandbox;
  let carrier: EasyPostCarrier;
  const client = (apiKey: string) => new EasyPostCarrier({ origin: running.origin, apiKey, webhookSecret: SECRET, testMode: true });

  beforeAll(async () => {
    running = await startEasyPostSandbox({ port: 0, host: '127.0.0.1', webhookSecret: SECRET, stepMs: 60_000, warn: () => undefined });
    carrier = client('EZTK_test');
  });
  afterAll(async () => running.close());

  it('quotes a box, buys a rate, converts the label to ZPL and reads its tracker', async () => {
    const quote = await carrier.quote(box);
    expect(quote.shipmentId).toMatch(/^shp_/);
    expect(quote.rates.map((rate) => rate.service)).toContain('NextDayAir');
    const rate = quote.rates.find((candidate) => candidate.service === 'NextDayAir')!;
    const label = await carrier.buy(quote.shipmentId, rate.id);
    expect(label).toMatchObject({
      shipmentId: quote.shipmentId,
      carrier: 'UPS',
      service: 'NextDayAir',
      cents: rate.cents,
      labelZplUrl: '',
    });
    expect(label.labelPdfUrl).toMatch(/\.pdf$/);
    expect(await carrier.labelUrl(quote.shipmentId, 'zpl')).toMatch(/\.zpl$/);
    const tracker = await carrier.tracker(label.trackerId);
    expect(tracker).toMatchObject({ id: label.trackerId, trackingCode: label.trackingCode, status: 'pre_transit' });
    expect(tracker.details.at(-1)?.message).toBe('Shipping label created');
  });

  it("answers EasyPost's errors as refusals with their code", async () => {
    await expect(carrier.quote({ ...box, to: { ...box.to, zip: '' } })).rejects.toMatchObject({
      name: 'CarrierRefused',
      code: 'ADDRESS.VERIFY.FAILURE',
      status: 422,
    });
    await expect(client('').quote(box)).rejects.toBeInstanceOf(CarrierRefused);
    const quote = await carrier.quote(box);
    await carrier.buy(quote.shipmentId, quote.rates[0].id);
    await expect(carrier.buy(quote.shipmentId, quote.rates[0].id)).rejects.toMatchObject({ code: 'SHIPMENT.POSTAGE.EXISTS' });
  });

  it('reads a webhook only under a valid signature', () => {
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'Event',
      description: 'tracker.updated',
      result: { id: 'trk_1', object: 'Tracker', tracking_code: '1Z', status: 'in_transit', tracking_details: [] },
    });
    expect(carrier.readWebhook(body, { 'x-hmac-signature': signEasyPostWebhook(SECRET, body) })).toMatchObject({
      eventId: 'evt_1',
      tracker: { id: 'trk_1', status: 'in_transit' },
    });
    expect(carrier.readWebhook(body, { 'x-hmac-signature': signEasyPostWebhook('other', body) })).toBeNull();
    expect(carrier.readWebhook(body, {})).toBeNull();
  });

  it.each(TRACKING_STATUSES)('keeps the documented tracker status %s as it is', (status) => {
    expect(statusOf(status)).toBe(status);
  });

  it("reads the help pages' spelling canceled as cancelled, and any code EasyPost does not document as unknown", () => {
    expect(statusOf('canceled')).toBe('cancelled');
    for (const code of ['held_at_customs', 'Delivered', '', 'constructor', 'toString']) expect(statusOf(code)).toBe('unknown');
  });
});
