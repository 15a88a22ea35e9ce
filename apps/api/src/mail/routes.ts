import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import { HttpError, ok } from '../http/envelope.js';
import type { ApiContext } from '../context.js';

const TOKEN_TTL_MS = 10 * 60 * 1000;

const sendEmailRequest = z.object({
  sourceAddress: z.email({ error: 'Please provide valid e-mail address.' }),
  targetAddress: z.email({ error: 'Please provide valid e-mail address.' }),
  subject: z.string().trim().min(1, 'Field is required').max(200),
  emailText: z.string().trim().min(10, 'Please enter a longer comment/question').max(5000),
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

/**
 * The mail-service extension (api-contract §11) for the contact form. The target
 * must be the shop's own address, so this can never relay mail to strangers; the
 * optional confirmation to the sender is a fixed text. Both calls are rate-limited.
 */
export async function registerMailRoutes(app: FastifyInstance, context: ApiContext): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      max: 10,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, details) => ({
        statusCode: 429,
        code: 429,
        result: `Too many messages. Try again in ${Math.ceil(details.ttl / 1000)} seconds.`,
      }),
    });
    scope.get('/api/ext/mail-service/get-token', async () => ok(issueMailToken(context.secret)));
    scope.post('/api/ext/mail-service/send-email', async (request) => {
      const body = sendEmailRequest.parse(request.body ?? {});
      if (!isValidMailToken(context.secret, body.token)) throw new HttpError(403, 'Email is not authorized!');
      if (body.targetAddress.toLowerCase() !== context.config.shopEmail.toLowerCase()) {
        throw new HttpError(400, `Target email address (${body.targetAddress}) is not from the whitelist!`);
      }
      const from = body.name ? `${body.name} <${body.sourceAddress}>` : body.sourceAddress;
      await context.mailer.send({
        from: context.config.mailFrom,
        to: context.config.shopEmail,
        replyTo: from,
        subject: body.subject,
        text: `${body.emailText}\n\n-- \nSent from the contact form by ${from}`,
      });
      if (body.confirmation) {
        await context.mailer.send({
          from: context.config.mailFrom,
          to: body.sourceAddress,
          subject: 'We received your message',
          text: `Thank you for writing to us. We answer every message within one business day.\n\nYour subject: ${body.subject}`,
        });
      }
      return ok('OK');
    });
  });
}
