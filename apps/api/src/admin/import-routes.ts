import type { FastifyInstance } from 'fastify';
import { IMPORT_CONTENT_TYPES, IMPORT_MAX_BYTES, importJobParam, importQuery } from '@shoreline/domain/forms/admin-import';
import type { ApiContext } from '../context.js';
import { ok } from '../http/index.js';
import { withInput } from '../http/index.js';
import { InvalidInput, UnsupportedFormat } from '../errors.js';
import { ImportJobs } from './import-service.js';
import { MANAGERS, requireRole, staffOf } from './staff-auth.js';

const SEND_NDJSON = 'Send the file as application/x-ndjson or text/plain.';

/** The partial catalog import (docs/admin-api.md, Catalog import): managers and owners. */
export function registerAdminImportRoutes(app: FastifyInstance, context: ApiContext): void {
  const jobs = new ImportJobs(context, app.log);
  app.addHook('onClose', async () => jobs.close());
  const managers = { preHandler: requireRole(context, MANAGERS) };

  // The NDJSON body is taken as text, up to 10 MB, in a scope of its own (other routes keep their parsers and limits).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser([...IMPORT_CONTENT_TYPES], { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) =>
      done(null, typeof body === 'string' ? body : body.toString('utf8')),
    );
    scope.addContentTypeParser('*', (_request, _payload, done) => done(new UnsupportedFormat(SEND_NDJSON), undefined));
    scope.post(
      '/api/admin/import',
      { onRequest: requireRole(context, MANAGERS), bodyLimit: IMPORT_MAX_BYTES },
      withInput({ query: importQuery }, async ({ query }, request) => {
        if (typeof request.body !== 'string') throw new InvalidInput(`The body must be the NDJSON file. ${SEND_NDJSON}`);
        return ok(await jobs.start(request.body, query.dryRun, staffOf(request)));
      }),
    );
  });

  app.get(
    '/api/admin/import/:jobId',
    managers,
    withInput({ params: importJobParam }, async ({ params }) => ok(await jobs.view(params.jobId))),
  );
}
