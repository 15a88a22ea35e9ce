import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES, productImageUploadQuery } from '@shoreline/domain/forms/admin-catalog';
import { REASON } from '@shoreline/domain/error-reasons';
import { adminProductImagesWire, productImageUploadWire } from '@shoreline/domain/wire/admin-catalog';
import type { ApiContext } from '../context.js';
import { HttpError, ok, envelopeOf, fileBody, typed } from '../http/index.js';
import { UnsupportedFormat } from '../errors.js';
import { IMAGE_TYPE_REFUSED } from '../media/index.js';
import { deleteProductImage, uploadProductImage } from '../catalog-editing/index.js';
import { skuParam } from './route-params.js';
import { MANAGERS, requireRole, staffOf } from '../staff/index.js';

const imageParam = skuParam.extend({ name: z.string().min(1).max(64) });
const TOO_LARGE = `The image is larger than ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;
/**
 * The raw file, checked by the service from its bytes. An absent body reaches validation as `{}`: it is
 * handed on as absent, so the service refuses it as a request without an image.
 */
const imageBody = fileBody(
  z.preprocess(
    (body) => (body && typeof body === 'object' && !Buffer.isBuffer(body) && Object.keys(body).length === 0 ? undefined : body),
    z.unknown(),
  ),
  PRODUCT_IMAGE_TYPES,
  'The image file itself, at most 10 MB',
);
const tags = ['admin products'];

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
    const api = typed(scope);
    api.post(
      '/api/admin/products/:sku/images',
      {
        schema: {
          refusals: { 400: [REASON.invalidInput], 404: [REASON.notFound], 415: [REASON.unsupportedFormat] },
          summary: "Uploads an image: it becomes the product's main image and the gallery's last entry",
          examples: [{ summary: 'By its SKU', params: { sku: 'CRAB-DZ' } }],
          description:
            'The file is checked from its bytes, not its Content-Type (anything but JPEG, PNG or WebP: 415; a damaged file: 400; over 8000 pixels a side or ' +
            '25 megapixels: 400; over 10 MB: 413). It is stored re-encoded without metadata, with a copy fitted inside each of the spec sizes (32×32, 150×150, ' +
            '320×320, 384×384, never enlarged); its name is the first 16 hex digits of its SHA-256, so the same image uploaded again is the same gallery entry. ' +
            '`label` is its text alternative (the product name when empty). Files go under DATA_DIR/media/product/{sku}/ (the copies as {w}x{h}/{name}); ' +
            '/media/{w}/{h}/resize/{path} serves the copy of that size. Audited as product.image. 404 `No product with this sku.`',
          tags,
          params: skuParam,
          querystring: productImageUploadQuery,
          body: imageBody,
          response: { 200: envelopeOf(productImageUploadWire) },
        },
        bodyLimit: PRODUCT_IMAGE_MAX_BYTES,
        onRequest: [
          managers,
          async (request) => {
            const length = Number(request.headers['content-length']);
            if (Number.isFinite(length) && length > PRODUCT_IMAGE_MAX_BYTES) throw new HttpError(413, TOO_LARGE, REASON.tooLarge);
          },
        ],
      },
      async (request) => ok(await uploadProductImage(context, request.params.sku, request.body, request.query, staffOf(request))),
    );
    api.delete(
      '/api/admin/products/:sku/images/:name',
      {
        schema: {
          refusals: { 415: [REASON.unsupportedFormat], 404: [REASON.notFound], 409: [REASON.conflict] },
          summary: 'Takes an uploaded image off the product and removes its files',
          examples: [{ summary: 'By its SKU', params: { sku: 'CRAB-DZ', name: 'crab-dz-1.webp' } }],
          description:
            "When it was the main image, the gallery's first other image becomes the main one (409 when there is none). Images from the catalog import " +
            'have no name and cannot be deleted here; 404 `This product has no uploaded image with this name.` Audited as product.image_delete.',
          tags,
          params: imageParam,
          response: { 200: envelopeOf(adminProductImagesWire) },
        },
        onRequest: managers,
      },
      async (request) => ok(await deleteProductImage(context, request.params.sku, request.params.name, staffOf(request))),
    );
  });
}
