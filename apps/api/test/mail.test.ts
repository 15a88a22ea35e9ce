import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startApi, type RunningApi, suiteApi } from './harness.js';
import { sendContact } from './fixtures.js';

/** The contact message, asking for a copy to the sender unless the test says otherwise. */
const sendContactWithCopy = (api: RunningApi, overrides: Record<string, unknown> = {}) =>
  sendContact(api, { confirmation: true, ...overrides });

describe.each(engines)('contact mail on $name (outbox)', (engine) => {
  const api = suiteApi(engine);

  it('writes the message and the confirmation to the outbox', async () => {
    const response = await sendContactWithCopy(api);
    expect(response.body).toEqual({ code: 200, result: 'OK' });
    const files = fs.readdirSync(api.config.mailOutboxDir).filter((f) => f.endsWith('.json'));
    const messages = files.map(
      (f) => JSON.parse(fs.readFileSync(path.join(api.config.mailOutboxDir, f), 'utf8')) as { to: string; subject: string },
    );
    expect(messages.map((m) => m.to).sort()).toEqual(['hello@shoreline.example', 'shopper@example.com']);
  });

  it('never relays to an address outside the whitelist', async () => {
    const response = await sendContactWithCopy(api, { targetAddress: 'victim@example.org' });
    expect(response.status).toBe(400);
    expect(response.body.result).toBe('Target email address (victim@example.org) is not from the whitelist!');
  });

  it('refuses a forged or expired token', async () => {
    expect((await sendContactWithCopy(api, { token: `${Date.now() + 60_000}.forged` })).body).toMatchObject({
      code: 403,
      result: 'Email is not authorized!',
    });
    expect((await sendContactWithCopy(api, { token: '1000.abc' })).status).toBe(403);
  });

  it('validates the fields with the spec messages', async () => {
    const response = await sendContactWithCopy(api, { sourceAddress: 'not-an-email', emailText: 'hi' });
    expect(response.status).toBe(400);
    expect(String(response.body.result)).toContain('Please provide valid e-mail address.');
  });
});

describe('contact mail over SMTP', () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  let api: RunningApi;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    api = await startApi({ name: 'sqlite' }, { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await api.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers through the configured SMTP server', async () => {
    const response = await sendContactWithCopy(api, { confirmation: false });
    expect(response.body.code).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Bushel for Saturday');
    expect(received[0]).toContain('Reply-To: shopper@example.com');
  });
});
