import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loader } from './not-found';

type LoaderArgs = Parameters<typeof loader>[0];

function dispatch(path: string, answer: unknown) {
  const warn = vi.fn();
  const context = { api: { urlMap: async () => answer }, log: { warn }, requestId: 'test' } as unknown as AppLoadContext;
  const args = { request: new Request(`http://shop.test${path}`), context, params: {} } as unknown as LoaderArgs;
  return {
    warn,
    outcome: loader(args).then(
      () => null,
      (thrown: unknown) => thrown,
    ),
  };
}

const statusOf = (thrown: unknown) =>
  thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status;

describe('the URL dispatcher', () => {
  it('logs "No mapping found" through the request log when nothing resolves', async () => {
    const { warn, outcome } = dispatch('/nowhere', null);
    expect(statusOf(await outcome)).toBe(404);
    expect(warn).toHaveBeenCalledWith({ path: '/nowhere' }, 'No mapping found for /nowhere');
  });

  it('logs "Route not found {name}" for a kind of page it has no route for', async () => {
    const { warn, outcome } = dispatch('/some-post', { _type: 'cms_blog', _source: {} });
    expect(statusOf(await outcome)).toBe(404);
    expect(warn).toHaveBeenCalledWith({ name: 'cms_blog' }, 'Route not found cms_blog');
  });
});
