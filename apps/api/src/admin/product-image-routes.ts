import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '@shoreline/domain/forms/admin-catalog';
import { REASON } from '@shoreline/domain/error-reasons';
import type { ApiContext } from '../context.js';
import { HttpError, ok } from '../http/envelope.js';
import { withInput } from '../http/route-input.js';
import { UnsupportedFormat } from '../errors.js';
import { IMAGE_TYPE_REFUSED } from '../media/product-images.js';
import { deleteProductImage, uploadProductImage } from './product-image-service.js';
import { skuParam } from './route-params.js';
import { MANAGERS, requireRole, staffOf } from './staff-auth.js';

const imageParam = skuParam.extend({ name: z.string().min(1).max(64) });
const TOO_LARGE = `The image is larger than ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;

/**
 * Product image upload and removal (managers and owners). The upload's body is the raw file: its own
 * parsers live in this plugin's scope, so no other route takes image bodies or 10 MB. The staff check runs
 * on the request's arrival, before a byte of the body is read.
 */
export function registerAdminProductImageRoutes(app: FastifyInstance, context: ApiContext): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      [...PRODUCT_IMAGE_TYPES],
      { parseAs: 'buffer', bodyLimit: PRODUCT_IMAGE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Any other type (bar JSON, which the handler refuses the same way) is refused before its body is read.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(new UnsupportedFormat(IMAGE_TYPE_REFUSED), undefined));

    const managers = requireRole(context, MANAGERS);
    scope.post(
      '/api/admin/products/:sku/images',
      {
        bodyLimit: PRODUCT_IMAGE_MAX_BYTES,
        onRequest: [
          managers,
          async (request) => {
            const length = Number(request.headers['content-length']);
            if (Number.isFinite(length) && length > PRODUCT_IMAGE_MAX_BYTES) throw new HttpError(413, TOO_LARGE, REASON.tooLarge);
          },
        ],
      },
      // The upload's query (the label) is read by the service once it has checked the body.
      withInput({ params: skuParam }, async ({ params }, request) =>
        ok(await uploadProductImage(context, params.sku, request.body, request.query, staffOf(request))),
      ),
    );
    scope.delete(
      '/api/admin/products/:sku/images/:name',
      { onRequest: managers },
      withInput({ params: imageParam }, async ({ params }, request) =>
        ok(await deleteProductImage(context, params.sku, params.name, staffOf(request))),
      ),
    );
  });
}
