import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IMPORT_CONTENT_TYPES, IMPORT_MAX_BYTES, importJobParam, importQuery } from '@shoreline/domain/forms/admin-import';
import { importJobWire, importStartedWire } from '@shoreline/domain/wire/admin-import';
import type { ApiContext } from '../context.js';
import { ok, envelopeOf, fileBody, typed } from '../http/index.js';
import { UnsupportedFormat } from '../errors.js';
import type { ImportJobs } from '../catalog-editing/index.js';
import { MANAGERS, requireRole, staffOf } from '../staff/index.js';
import { REASON } from '@shoreline/domain/error-reasons';

const SEND_NDJSON = 'Send the file as application/x-ndjson or text/plain.';
/** The body as the scope's parser hands it over: the file's text (an absent body is refused with this message). */
const ndjsonBody = fileBody(
  z.string({ error: `The body must be the NDJSON file. ${SEND_NDJSON}` }),
  IMPORT_CONTENT_TYPES,
  'The NDJSON file, one record of the seed format per line, at most 10 MB',
);
const tags = ['admin import'];

/** The partial catalog import: managers and owners. */
export function registerAdminImportRoutes(
  app: FastifyInstance,
  context: ApiContext,
  { catalogImports: jobs }: { catalogImports: ImportJobs },
): void {
  app.addHook('onClose', async () => jobs.close());

  // The NDJSON body is taken as text, up to 10 MB, in a scope of its own (other routes keep their parsers and limits).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser([...IMPORT_CONTENT_TYPES], { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) =>
      done(null, typeof body === 'string' ? body : body.toString('utf8')),
    );
    scope.addContentTypeParser('*', (_request, _payload, done) => done(new UnsupportedFormat(SEND_NDJSON), undefined));
    typed(scope).post(
      '/api/admin/import',
      {
        schema: {
          refusals: { 400: [REASON.invalidInput], 409: [REASON.conflict], 415: [REASON.unsupportedFormat] },
          summary: 'Starts a partial catalog import (dryRun=1: checks and counts only)',
          examples: [{ summary: 'A dry run that checks the file and counts its records', query: { dryRun: '1' } }],
          description:
            "The file holds only the records to create or change, in the seed's format (packages/domain/src/catalog/import-schema.ts, one JSON record " +
            'per line); the same import runs from the command line (`npm run import-catalog -- --upsert [--dry-run] file.ndjson`). Records go by natural ' +
            'key: stores by code, attributes by attribute_code, products by sku (their ids must stay the stored ones), coupons by code, the rest by id. A new ' +
            'key creates the record whole; a stored one changes only in the keys its line names (a product line without stock, category_ids, gallery, ' +
            "attributes, stores, links, bundle_options, custom_options or configurable_attributes keeps those; one that names a set replaces it). A category's " +
            'path follows its parent, and stored subcategories move with it. Nothing is deleted; a review whose id exists is skipped; customers, orders, ' +
            'carts, gift cards and store credit are never touched; stock is written only for lines that carry it (with a stock event). Every line and every ' +
            'reference (categories, stores, tax classes, options, children, links, unique url keys and identifiers) is checked against the file plus the ' +
            'stored catalog first; any problem fails the job with every problem by line and nothing is written. A dry run does the same checks and counts, ' +
            'reading only. A real run is one transaction that bumps the catalog version first, checks again, writes, and adds the catalog.import audit row; ' +
            'with SQLite it holds the database while it writes (about 4 s for 10,000 products). ' +
            '400 `The file holds no records.` for a blank file, 409 `Another import is running. Try again when it has finished.` while another real import ' +
            'runs (dry runs may run beside it), 413 over 10 MB, 415 for another content type.',
          tags,
          querystring: importQuery,
          body: ndjsonBody,
          response: { 200: envelopeOf(importStartedWire) },
        },
        onRequest: requireRole(context, MANAGERS),
        bodyLimit: IMPORT_MAX_BYTES,
      },
      async (request) => ok(await jobs.start(request.body, request.query.dryRun, staffOf(request))),
    );
  });

  typed(app).get(
    '/api/admin/import/:jobId',
    {
      schema: {
        refusals: { 404: [REASON.notFound] },
        summary: 'An import job: its phase, progress, counts and problems',
        examples: [{ summary: 'A job by its id', params: { jobId: '0b9e4c2a-6f1d-4e8b-9a3c-5d7e2f1a8b6c' } }],
        description:
          'Any API process answers (the job is stored). A running job whose process stopped recording for 15 minutes is marked failed; finished jobs ' +
          'are kept 30 days. 404 `No import job with this id.`',
        tags,
        params: importJobParam,
        response: { 200: envelopeOf(importJobWire) },
      },
      preHandler: requireRole(context, MANAGERS),
    },
    async (request) => ok(await jobs.view(request.params.jobId)),
  );
}
