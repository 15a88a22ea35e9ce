import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refusedAs, requiring } from './input-parts.js';

describe('route schema parts', () => {
  it('requiring refuses a missing part with its own message and no field path', () => {
    const body = requiring(z.object({ cartItem: z.object({ sku: z.string() }).optional() }), 'cartItem', 'No cartItem element');
    expect(body.safeParse({}).error?.issues).toMatchObject([{ message: 'No cartItem element', path: [] }]);
    expect(body.parse({ cartItem: { sku: 'A' } })).toEqual({ cartItem: { sku: 'A' } });
    expect(body.safeParse({ cartItem: { sku: 1 } }).error?.issues[0]?.path).toEqual(['cartItem', 'sku']);
  });

  it('refusedAs answers one message, picked from the input when asked, and keeps the schema for the document', () => {
    const login = refusedAs(z.object({ username: z.string().min(1) }), (input) => `missing in ${Object.keys(input as object).join(',')}`);
    expect(login.safeParse({ other: 1 }).error?.issues).toMatchObject([{ message: 'missing in other', path: [] }]);
    expect(login.parse({ username: 'a', extra: true })).toEqual({ username: 'a' });
    expect(z.toJSONSchema(login, { io: 'input', unrepresentable: 'any' })).toMatchObject({ type: 'object', required: ['username'] });
  });
});
