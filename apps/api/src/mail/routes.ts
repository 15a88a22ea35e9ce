import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answering, PUBLIC } from '../http/index.js';
import { Forbidden, InvalidInput } from '../errors.js';
import type { ApiContext } from '../context.js';
import { hit, limitOrRefuse } from '../ratelimit/index.js';
import { sha256 } from '../auth/index.js';
import type { MailAddress, MailMessage } from './mailer.js';
import { FIELD_REQUIRED, INVALID_EMAIL, DETAIL_TOO_SHORT } from '@shoreline/domain/messages';
import { REASON } from '@shoreline/domain/error-reasons';

const TOKEN_TTL_MS = 10 * 60 * 1000;
const MESSAGES_PER_CLIENT_AND_MINUTE = 10;
/** Confirmations per sender address and day: the form must not become a way to flood someone's inbox. */
const CONFIRMATIONS_PER_ADDRESS_AND_DAY = 3;
const tooManyMessages = (seconds: number) => `Too many messages. Try again in ${seconds} seconds.`;

const sendEmailRequest = z.object({
  sourceAddress: z.email({ error: INVALID_EMAIL }),
  targetAddress: z.email({ error: INVALID_EMAIL }),
  subject: z.string().trim().min(1, FIELD_REQUIRED).max(200),
  emailText: z.string().trim().min(10, DETAIL_TOO_SHORT).max(5000),
  confirmation: z.boolean().optional(),
  token: z.string().max(200),
  name: z.string().trim().max(100).optional(),
});

function sign(secret: string, expires: number): string {
  return createHmac('sha256', secret).update(`mail:${expires}`).digest('base64url');
}

export function issueMailToken(secret: string, now = Date.now()): string {
  const expires = now + TOKEN_TTL_MS;
  return `${expires}.${sign(secret, expires)}`;
}

export function isValidMailToken(secret: string, token: string, now = Date.now()): boolean {
  const [expiresText, signature = ''] = token.split('.');
  const expires = Number(expiresText);
  if (!Number.isFinite(expires) || expires < now) return false;
  const expected = Buffer.from(sign(secret, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Text that goes into a header: control characters (CR, LF, ...) become spaces. */
const headerText = (value: string) => value.replace(/\p{Cc}+/gu, ' ').trim();

/**
 * The sender as one mailbox for Reply-To. The address is a validated single e-mail address; the
 * name loses line breaks and everything that delimits or quotes addresses, and nodemailer encodes it.
 */
export function senderMailbox(address: string, name: string | undefined): MailAddress {
  const cleanName = headerText((name ?? '').replace(/[<>,;:"@\\()[\]]/g, ' '))
    .replace(/\s+/g, ' ')
    .slice(0, 100);
  return { name: cleanName, address: address.trim().toLowerCase() };
}

/** The copy to the sender is fixed text: nothing typed into the form, so it cannot carry anyone's message to a stranger. */
function confirmationToSender(from: string, to: string, storeName: string): MailMessage {
  return {
    from,
    to,
    subject: `We received your message to ${storeName}`,
    text: [
      'Thank you for writing to us. We answer every message within one business day.',
      '',
      'This is an automatic confirmation of a message sent through our contact form with this e-mail address.',
      'If you did not write to us, please ignore this e-mail.',
      '',
      storeName,
      '',
    ].join('\n'),
  };
}

/**
 * The mail-service extension for the contact form. The target must be the
 * shop's own address, so this can never relay mail to strangers; the optional confirmation to the
 * sender is a fixed text. Messages are limited per client address in the database, so every API
 * process counts the same.
 */
export function registerMailRoutes(app: FastifyInstance, context: ApiContext): void {
  answering(app).get(
    '/api/ext/mail-service/get-token',
    {
      access: PUBLIC,
      summary: 'A short-lived token the contact form sends with its message',
      description: "Answers a short-lived token that the contact form sends back with its message, so messages come from the shop's form.",
      querystring: z.looseObject({}),
      answer: z.string(),
    },
    async () => issueMailToken(context.secret),
  );

  const limited = answering(app, {
    preHandler: async (request) => {
      await limitOrRefuse(context.db, `mail:ip:${request.ip}`, MESSAGES_PER_CLIENT_AND_MINUTE, 60, tooManyMessages);
    },
  });
  limited.post(
    '/api/ext/mail-service/send-email',
    {
      access: PUBLIC,
      refusals: { 400: [REASON.invalidInput], 403: [REASON.forbidden], 429: [REASON.rateLimited] },
      summary: "Sends the contact form's message to the shop (only the shop's own address is a target)",
      examples: [
        {
          summary: "A mailed link's token",
          body: {
            sourceAddress: 'ada@example.com',
            targetAddress: 'ada@example.com',
            subject: 'A question about my order',
            emailText: 'Can the crabs come on Friday instead?',
            token: 'token-from-get-token',
            name: 'Ada Lovelace',
          },
        },
      ],
      description: 'Limited per client address and minute; the optional confirmation to the sender is a fixed text.',
      body: sendEmailRequest,
      answer: z.literal('OK'),
    },
    async (request) => {
      const body = request.body;
      if (!isValidMailToken(context.secret, body.token)) throw new Forbidden('Email is not authorized!');
      if (body.targetAddress.toLowerCase() !== context.config.shopEmail.toLowerCase()) {
        throw new InvalidInput(`Target email address (${body.targetAddress}) is not from the whitelist!`);
      }
      const sender = senderMailbox(body.sourceAddress, body.name);
      await context.mailer.send({
        from: context.config.mailFrom,
        to: context.config.shopEmail,
        replyTo: sender,
        subject: headerText(body.subject),
        text: `${body.emailText}\n\n-- \nSent from the contact form by ${sender.name ? `${sender.name} ` : ''}<${sender.address}>`,
      });
      if (
        body.confirmation &&
        (await hit(context.db, `mail:confirmation:${sha256(sender.address)}`, CONFIRMATIONS_PER_ADDRESS_AND_DAY, 86_400)).allowed
      ) {
        await context.mailer.send(confirmationToSender(context.config.mailFrom, sender.address, request.storeCatalog().store.name));
      }
      return 'OK' as const;
    },
  );
}
