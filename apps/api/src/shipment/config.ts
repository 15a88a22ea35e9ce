import { randomBytes } from 'node:crypto';
import { storeAddressSchema, type StoreAddress } from '@shoreline/domain/store-place';
import type { ApiConfig } from '../config.js';

/**
 * Carrier labels and tracking (issue 37), read from the environment at start:
 * - EASYPOST_API_KEY: live (or EasyPost test-mode) labels; without it, PAYMENT_MODE=test runs the local sandbox and
 *   live mode buys no labels at all.
 * - EASYPOST_WEBHOOK_SECRET: the secret of the shop's webhook at EasyPost (the sandbox signs with it too; a random
 *   one per process when unset in test mode).
 * - SHIP_FROM: the ship-from address as JSON (street[], city, region, region_code, postcode, country_id); default the
 *   default store's own record (its place). SHIP_FROM_NAME, SHIP_FROM_PHONE.
 * - SHIPPING_BOX_IN ("16x12x12"), SHIPPING_PACKAGING_OZ (box, liner and coolant), SHIPPING_LINE_OZ (a unit of a product
 *   with no weight), SHIPPING_DRY_ICE_LB (per box of perishables that the rules pack with dry ice), SHIPPING_MAX_BOX_LB
 *   (default 50: an order heavier than that, packaging and dry ice included, ships in several boxes).
 * - SHIPPING_SANDBOX_PORT (default PORT + 3: the e2e plan gives each shop +1 payment sandbox, +2 marketing stand-in;
 *   0 in tests when the payment sandbox takes an ephemeral port too), SHIPPING_SANDBOX_STEP_MS (each parcel's step).
 * - BOXES_AT_RISK_INTERVAL_MS: how often the loop looks for parcels not delivered by the end of their date (default 5 min).
 */
export interface ShippingLabelConfig {
  apiKey: string | null;
  webhookSecret: string;
  /** Labels run on the local sandbox (PAYMENT_MODE=test without a key). */
  sandboxed: boolean;
  /** No label can be bought: live mode without a key. */
  disabled: boolean;
  apiOrigin: string;
  shipFrom: StoreAddress | null;
  shipFromName: string | null;
  shipFromPhone: string | null;
  box: { lengthIn: number; widthIn: number; heightIn: number };
  packagingOz: number;
  lineOz: number;
  dryIceLbPerBox: number;
  /** The heaviest box, in ounces (packaging and dry ice included): a heavier order ships in several. */
  maxBoxOz: number;
  sandboxPort: number;
  sandboxHost: string;
  sandboxStepMs: number;
  atRiskIntervalMs: number;
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return parsed;
}

function boxOf(value: string | undefined): ShippingLabelConfig['box'] {
  const sides = (value ?? '16x12x12').split('x').map((side) => positiveNumber('SHIPPING_BOX_IN', side, 0));
  if (sides.length !== 3) throw new Error(`SHIPPING_BOX_IN must read LxWxH in inches, got "${value}"`);
  return { lengthIn: sides[0], widthIn: sides[1], heightIn: sides[2] };
}

function shipFromOf(value: string | undefined): StoreAddress | null {
  if (!value?.trim()) return null;
  const parsed = storeAddressSchema.safeParse(JSON.parse(value));
  if (!parsed.success) throw new Error('SHIP_FROM must be an address as JSON: street[], city, region, region_code, postcode, country_id');
  return parsed.data;
}

function sandboxPortOf(value: string | undefined, config: Pick<ApiConfig, 'paymentSandboxPort'>): number {
  if (value !== undefined && value !== '') {
    const port = Number(value);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SHIPPING_SANDBOX_PORT must be a port number, got "${value}"`);
    return port;
  }
  return config.paymentSandboxPort === 0 ? 0 : config.paymentSandboxPort + 2;
}

export function loadShippingLabelConfig(
  env: NodeJS.ProcessEnv,
  config: Pick<ApiConfig, 'paymentMode' | 'paymentSandboxPort' | 'paymentSandboxHost'>,
): ShippingLabelConfig {
  const apiKey = env.EASYPOST_API_KEY?.trim() || null;
  const sandboxed = apiKey === null && config.paymentMode === 'test';
  return {
    apiKey,
    webhookSecret: env.EASYPOST_WEBHOOK_SECRET || (sandboxed ? randomBytes(24).toString('hex') : ''),
    sandboxed,
    disabled: apiKey === null && !sandboxed,
    apiOrigin: 'https://api.easypost.com',
    shipFrom: shipFromOf(env.SHIP_FROM),
    shipFromName: env.SHIP_FROM_NAME?.trim() || null,
    shipFromPhone: env.SHIP_FROM_PHONE?.replace(/\D/g, '') || null,
    box: boxOf(env.SHIPPING_BOX_IN),
    packagingOz: positiveNumber('SHIPPING_PACKAGING_OZ', env.SHIPPING_PACKAGING_OZ, 64),
    lineOz: positiveNumber('SHIPPING_LINE_OZ', env.SHIPPING_LINE_OZ, 16),
    dryIceLbPerBox: positiveNumber('SHIPPING_DRY_ICE_LB', env.SHIPPING_DRY_ICE_LB, 5),
    maxBoxOz: positiveNumber('SHIPPING_MAX_BOX_LB', env.SHIPPING_MAX_BOX_LB, 50) * 16,
    sandboxPort: sandboxPortOf(env.SHIPPING_SANDBOX_PORT, config),
    sandboxHost: config.paymentSandboxHost,
    sandboxStepMs: positiveNumber('SHIPPING_SANDBOX_STEP_MS', env.SHIPPING_SANDBOX_STEP_MS, 5000),
    atRiskIntervalMs: positiveNumber('BOXES_AT_RISK_INTERVAL_MS', env.BOXES_AT_RISK_INTERVAL_MS, 5 * 60_000),
  };
}
