import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Forbidden } from '../errors.js';
import { ok, registerEnvelopeHandlers } from './envelope.js';
import { singleField, withInput } from './route-input.js';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({ q: z.string().max(5).optional() });
const noteBody = z.object({ note: z.string().min(1, 'Write a note.') });

describe('withInput', () => {
  let app: FastifyInstance;
  const seen: string[] = [];

  beforeAll(async () => {
    app = Fastify();
    registerEnvelopeHandlers(app);
    app.post(
      '/notes/:id',
      withInput({ params: idParam, query: listQuery, body: noteBody }, async ({ params, query, body }) =>
        ok({ id: params.id, q: query.q ?? null, note: body.note }),
      ),
    );
    app.get(
      '/plain',
      withInput({}, async (input) => ok(input)),
    );
    app.get(
      '/email',
      withInput({ query: singleField('email', z.email({ error: 'Give an e-mail.' }), '') }, async ({ query }) => ok(query)),
    );
    // A preHandler runs before the input is read: its refusal wins over a bad body.
    app.post(
      '/guarded',
      {
        preHandler: async () => {
          seen.push('preHandler');
          throw new Forbidden('Not yours.');
        },
      },
      withInput({ body: noteBody }, async () => ok(true)),
    );
    await app.ready();
  });

  afterAll(() => app.close());

  it('hands the handler the parsed params, query and body', async () => {
    const answer = await app.inject({ method: 'POST', url: '/notes/7?q=abc', payload: { note: 'hello' } });
    expect(answer.json()).toEqual({ code: 200, result: { id: 7, q: 'abc', note: 'hello' } });
  });

  it('reads an absent body as {} and answers 400 naming the field', async () => {
    const answer = await app.inject({ method: 'POST', url: '/notes/7' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, result: 'note: Invalid input: expected string, received undefined' });
  });

  it('checks params, then query, then body: the first bad part is the answer', async () => {
    const badParams = await app.inject({ method: 'POST', url: '/notes/0?q=toolong', payload: {} });
    expect(badParams.json().result).toMatch(/^id: /);
    const badQuery = await app.inject({ method: 'POST', url: '/notes/1?q=toolong', payload: {} });
    expect(badQuery.json().result).toMatch(/^q: /);
    const badBody = await app.inject({ method: 'POST', url: '/notes/1', payload: { note: '' } });
    expect(badBody.json().result).toBe('note: Write a note.');
  });

  it('leaves undeclared parts undefined', async () => {
    const answer = await app.inject({ method: 'GET', url: '/plain?q=1' });
    expect(answer.json()).toEqual({ code: 200, result: {} });
  });

  it('singleField refuses with the field schema’s own message and stands in for a missing field', async () => {
    expect((await app.inject({ method: 'GET', url: '/email?email=a@example.com' })).json()).toEqual({
      code: 200,
      result: 'a@example.com',
    });
    expect((await app.inject({ method: 'GET', url: '/email?email=nope' })).json()).toMatchObject({ code: 400, result: 'Give an e-mail.' });
    expect((await app.inject({ method: 'GET', url: '/email' })).json()).toMatchObject({ code: 400, result: 'Give an e-mail.' });
  });

  it('runs the route’s preHandler before reading the input', async () => {
    const answer = await app.inject({ method: 'POST', url: '/guarded', payload: { note: '' } });
    expect(answer.json()).toMatchObject({ code: 403, result: 'Not yours.' });
    expect(seen).toEqual(['preHandler']);
  });
});
