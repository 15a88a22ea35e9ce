import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './envelope';

describe('isApiError', () => {
  it('recognises an API refusal thrown by another copy of this module (the server bundle has its own)', () => {
    class BundledApiError extends Error {
      constructor(readonly code: number) {
        super('refused');
        this.name = 'ApiError';
      }
    }
    const foreign = new BundledApiError(400);
    expect(foreign instanceof ApiError).toBe(false);
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new ApiError(404, 'No such entity'))).toBe(true);
  });

  it('refuses other errors and non-errors', () => {
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError({ name: 'ApiError', code: 400 })).toBe(false);
    expect(isApiError(Object.assign(new Error('x'), { name: 'ApiError' }))).toBe(false);
  });
});
