import { describe, expect, it } from 'vitest';
import { headers as categoryHeaders } from './category';
import { headers as homeHeaders } from './home';
import { headers as productHeaders } from './product';
import { headers as searchHeaders } from './search';

const cacheControl = (init: HeadersInit) => new Headers(init).get('cache-control');
// What React Router passes to a headers function for a plain GET (no action ran, no variant from the loader).
const args = { loaderHeaders: new Headers(), actionHeaders: new Headers() } as never;

describe('pages that show prices', () => {
  it('are shared through the output cache and never kept by a browser without asking', () => {
    const pages = {
      home: homeHeaders(args),
      category: categoryHeaders(args),
      search: searchHeaders(args),
      product: productHeaders(args),
    };
    for (const [page, init] of Object.entries(pages)) expect([page, cacheControl(init)]).toEqual([page, 'public, no-cache']);
  });
});
