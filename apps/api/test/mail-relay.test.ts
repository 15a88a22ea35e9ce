import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engines, sameDatabaseAs, suiteApi, type RunningApi } from './harness.js';
import { outboxFiles, placeOrder, sendContact, signedUpCustomer, testAddress, type OutboxMail } from './fixtures.js';

const SPAM = 'Cheap pills at http://spam.example/buy and www.pills.example';

/** Every message in the API's outbox, with its raw .eml beside the JSON summary. */
function outbox(api: RunningApi): Array<OutboxMail & { eml: string }> {
  return outboxFiles(api).map((file) => ({
    ...(JSON.parse(fs.readFileSync(file, 'utf8')) as OutboxMail),
    eml: fs.readFileSync(file.replace(/\.json$/, '.eml'), 'utf8'),
  }));
}

/** The addresses in a message's Reply-To header (folded lines joined). */
function replyToAddresses(eml: string): string[] {
  const head = eml.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => /^reply-to:/i.test(l)) ?? '';
  return line.match(/[\w.+-]+@[\w.-]+\w/g) ?? [];
}

describe.each(engines)('contact mail cannot relay on $name', (engine) => {
  const api = suiteApi(engine);

  it('sends the sender a fixed confirmation that holds nothing they typed', async () => {
    const victim = `victim-${engine.name}@example.org`;
    const sent = await sendContact(api, {
      sourceAddress: victim,
      subject: SPAM,
      emailText: `${SPAM}. Reply now!`,
      name: 'Pill Shop',
      confirmation: true,
    });
    expect(sent.body).toEqual({ code: 200, result: 'OK' });
    const copy = outbox(api).find((mail) => mail.to === victim);
    expect(copy).toBeDefined();
    for (const typed of ['spam.example', 'pills.example', 'Cheap pills', 'Pill Shop', 'Reply now']) {
      expect(copy!.subject + copy!.eml).not.toContain(typed);
    }
  });

  it('puts exactly the sender address in Reply-To, whatever the name holds', async () => {
    for (const name of [
      'victim@example.org, Eve',
      'Eve\r\nBcc: victim@example.org',
      'Eve <victim@example.org>',
      'Eve; victim@example.org',
    ]) {
      const before = outbox(api).length;
      expect((await sendContact(api, { name })).body.code).toBe(200);
      const toShop = outbox(api)
        .slice(before)
        .find((mail) => mail.to === 'hello@shoreline.example');
      expect(toShop).toBeDefined();
      expect(replyToAddresses(toShop!.eml)).toEqual(['shopper@example.com']);
      expect(toShop!.eml).not.toMatch(/^bcc:/im);
    }
  });
});

describe.each(engines)('contact mail limits shared by every API process on $name', (engine) => {
  const first = suiteApi(engine);
  // A second process on the same database (same SQLite file, or same PostgreSQL schema).
  const second = suiteApi(engine, () => sameDatabaseAs(engine, first));

  it('counts the messages of one client in the database, so another process refuses the eleventh', async () => {
    for (let n = 0; n < 10; n++) expect((await sendContact(first)).body.code).toBe(200);
    const refused = await sendContact(second);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, result: expect.stringMatching(/^Too many messages\. Try again in \d+ seconds\.$/) });
  });
});

describe.each(engines)('order confirmation mail cannot relay on $name', (engine) => {
  const api = suiteApi(engine);

  /** Orders two corn with what the buyer typed over the test address; answers the confirmation mailed. */
  const orderAndConfirmation = async (email: string, typed: Record<string, unknown>, token?: string) => {
    await placeOrder(api, { email, token, address: { ...testAddress(email), ...typed }, products: [{ sku: 'SIDE-CORN', qty: 2 }] });
    const confirmation = () => outbox(api).find((mail) => mail.to === email && mail.subject.includes('order'));
    await expect.poll(() => confirmation() !== undefined).toBe(true);
    return confirmation()!;
  };

  it('echoes to a guest address the address typed at checkout without links or domains, never greeting a typed name', async () => {
    const victim = `order-victim-${engine.name}@example.org`;
    const mail = await orderAndConfirmation(victim, {
      firstname: 'Visit http://spam.example',
      lastname: 'Cheap pills',
      street: [SPAM, 'Call +1 555 0100 today'],
      city: 'pills.example',
    });
    expect(mail.text).toContain('Sweet Corn');
    expect(mail.text).toMatch(/Grand total: \$\d+\.\d\d/);
    // The buyer reads the street they typed (issue 34: a typo is caught before the box leaves), as one bounded line without links.
    expect(mail.text).toContain('Call +1 555 0100 today');
    expect(mail.text).toMatch(/^Hello,\n/);
    for (const typed of ['spam.example', 'pills.example']) expect(mail.text + mail.html).not.toContain(typed);
    expect(mail.text).not.toContain('www.');
  });

  it("echoes a customer's own verified address to their account e-mail shortened and without links", async () => {
    const email = `order-owner-${engine.name}@example.com`;
    const { token } = await signedUpCustomer(api, email, { verified: true });
    const mail = await orderAndConfirmation(
      email,
      { firstname: 'Jane', lastname: 'Doe', street: [`1 Pier Rd https://spam.example/x ${'y'.repeat(150)}`], city: 'Baltimore' },
      token,
    );
    expect(mail.text).toContain('Hi Jane,');
    expect(mail.text).toContain('1 Pier Rd');
    expect(mail.text).toContain('Baltimore');
    expect(mail.text).not.toContain('spam.example');
    expect(mail.text).not.toContain('y'.repeat(80));
  });
});
