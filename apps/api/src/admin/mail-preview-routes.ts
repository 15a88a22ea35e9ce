import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REASON } from '@shoreline/domain/error-reasons';
import { mailPreviewParams, mailPreviewQuery, mailPreviewRowWire, mailPreviewWire } from '@shoreline/domain/wire/mail-previews';
import type { ApiContext } from '../context.js';
import { NotFound } from '../errors.js';
import { productPictures } from '../mail/index.js';
import { MAIL_PREVIEWS, mailPreviewNamed, sampleStore, type PreviewLanguage } from '../mail-previews/index.js';
import { staffRoutes } from './route-params.js';
import { MANAGERS } from '../staff/index.js';

const TAG = 'admin mail previews';
const STORE_OF_LANGUAGE: Record<PreviewLanguage, string> = { en: 'main', de: 'de', it: 'it' };

/** The shop's mails rendered with sample data in a store view's language, for owners and managers. */
export function registerAdminMailPreviewRoutes(app: FastifyInstance, context: ApiContext): void {
  const managers = staffRoutes(app, context, MANAGERS, TAG);

  managers.get(
    '/api/admin/mail-previews',
    {
      summary: "Lists the shop's transactional mails that can be previewed",
      description: 'Each mail the shop sends (to shoppers and to staff) by its name and title, for the back office to preview.',
      querystring: z.object({}),
      answer: z.array(mailPreviewRowWire),
    },
    async () => MAIL_PREVIEWS.map(({ name, title }) => ({ name, title })),
  );
  managers.get(
    '/api/admin/mail-previews/:name',
    {
      refusals: { 404: [REASON.notFound] },
      summary: 'One mail rendered with sample data: subject, HTML and plain text',
      description: '`lang` (en, de, it) picks the store view whose language, prices and links it uses. An unknown name: 404.',
      examples: [{ summary: 'The order confirmation in German', params: { name: 'order-confirmation' }, query: { lang: 'de' } }],
      params: mailPreviewParams,
      querystring: mailPreviewQuery,
      answer: mailPreviewWire,
    },
    async (request) => {
      const preview = mailPreviewNamed(request.params.name);
      if (!preview) throw new NotFound(`There is no mail named ${request.params.name}.`);
      const lang = request.query.lang;
      // A view not enabled here (STORE_VIEWS) previews as the seed sets it up, with the default store's pictures.
      const snapshot = context.readModel.current();
      const catalog = snapshot.byStore.get(STORE_OF_LANGUAGE[lang]);
      const store = catalog?.store ?? sampleStore(lang);
      const pictures = catalog ?? snapshot.byStore.get(snapshot.defaultStore.storeCode);
      const pictureOf = pictures ? productPictures(context.config, pictures) : () => null;
      return { name: preview.name, lang, ...preview.render({ config: context.config, store, pictureOf }) };
    },
  );
}
