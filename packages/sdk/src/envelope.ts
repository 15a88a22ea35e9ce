import type { ErrorReason } from '@shoreline/domain/error-reasons';

import type { Envelope } from '@shoreline/domain/envelope';

export type { Envelope };

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly result?: unknown,
    readonly reason?: ErrorReason,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether `error` is an API refusal. Checked by shape, not `instanceof`: the server build bundles
 * its own copy of this module while the host's client throws the package's, so two ApiError
 * classes meet in one process.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && typeof (error as { code?: unknown }).code === 'number';
}

export const BAD_CONTENT_TYPE = 'Error with response - bad content-type!';
export const WRONG_RESPONSE_FORMAT = 'Unhandled error, wrong response format!';

/** Reads a fetch Response as an envelope, with the spec's two messages for answers that are not one. */
export async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('application/json')) throw new ApiError(response.status, BAD_CONTENT_TYPE);
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!body || typeof body !== 'object' || !('code' in body)) {
    throw new ApiError(response.status, WRONG_RESPONSE_FORMAT);
  }
  return body as Envelope<T>;
}

export function messageOf(result: unknown): string {
  if (typeof result === 'string') return result;
  if (result && typeof result === 'object') {
    const record = result as Record<string, unknown>;
    for (const key of ['errorMessage', 'message', 'result']) {
      if (typeof record[key] === 'string') return record[key];
    }
  }
  return 'Unexpected answer from the API';
}
