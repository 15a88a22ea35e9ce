import { describe, expect, it } from 'vitest';
import { engines, sameDatabaseAs, suiteApi, type RunningApi } from './harness.js';
import { signedUpCustomer } from './fixtures.js';

type Body = { code: number; result: unknown };

const review = (extra: Record<string, unknown> = {}) => ({
  review: { product_id: 101, title: 'Sweet and heavy', detail: 'Every crab was full of meat.', nickname: 'Dee', rating: 5, ...extra },
});

describe.each(engines)('review identity and limits on $name', (engine) => {
  const api = suiteApi(engine);
  // A second API process on the same database (same SQLite file, or same PostgreSQL schema).
  const second = suiteApi(engine, () => sameDatabaseAs(engine, api));
  const post = async (target: RunningApi, body: unknown, token?: string) =>
    (await target.request('POST', '/api/review/create', body, token ? { authorization: `Bearer ${token}` } : {})).body as Body;
  const register = (email: string) => signedUpCustomer(api, email, { firstname: 'Dee' });

  it('links a review to the customer of the bearer token only, never to a customer id sent in the body', async () => {
    const author = await register(`reviewer-${engine.name}@example.com`);
    const other = await register(`other-${engine.name}@example.com`);

    const asGuest = await post(api, review({ customer_id: other.id }));
    expect(asGuest).toMatchObject({ code: 200, result: { customer_id: null } });

    const asAuthor = await post(api, review({ customer_id: other.id }), author.token);
    expect(asAuthor).toMatchObject({ code: 200, result: { customer_id: author.id } });

    expect((await post(api, review(), 'not-a-token')).code).toBe(401);
  });

  it('limits reviews per customer and per client address, counted in the database for every API process', async () => {
    const customer = await register(`prolific-${engine.name}@example.com`);
    const answers: number[] = [];
    for (let n = 0; n < 6; n++) answers.push((await post(api, review(), customer.token)).code);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await post(second, review(), customer.token);
    expect(refused).toMatchObject({ code: 429, result: expect.stringMatching(/^Too many reviews\. Try again in \d+ seconds\.$/) });

    // Guests from the same address go on until the address's own limit (20 an hour, 9 used so far).
    const guests: number[] = [];
    for (let n = 0; n < 12; n++) guests.push((await post(n % 2 ? second : api, review())).code);
    expect(guests).toEqual([...Array(11).fill(200), 429]);
  });
});
