/**
 * The gateway could not be reached or did not answer in time: the outcome of the call is unknown
 * (a charge may have gone through), so it must be looked up, never simply sent again.
 */
export class GatewayUnavailableError extends Error {
  constructor(
    readonly gateway: string,
    detail: string,
  ) {
    super(`${gateway} did not answer: ${detail}`);
    this.name = 'GatewayUnavailableError';
  }
}

/** Fetch with a deadline; network failures and timeouts become GatewayUnavailableError. */
export async function fetchWithDeadline(
  gateway: string,
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; text: string; contentType: string }> {
  try {
    const response = await fetcher(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, text, contentType: response.headers.get('content-type') ?? '' };
  } catch (error) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
    throw new GatewayUnavailableError(gateway, detail);
  }
}
