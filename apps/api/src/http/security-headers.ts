import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries, API and pages alike: browsers must not guess
 * content types, must not send our full URLs (cart ids, tokens) to other sites,
 * and no other site may frame the shop. HSTS belongs to the TLS edge.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
}
