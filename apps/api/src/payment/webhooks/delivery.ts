import { InvalidInput } from '../../errors.js';

/** What a provider's webhook receiver (port.ts) answers when a delivery cannot be believed. */
export const NOT_VERIFIED = 'The webhook signature could not be verified.';
export const NOT_CONFIGURED = 'Webhooks of this gateway are not configured.';

export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new InvalidInput('The webhook body is not JSON.');
  }
}
