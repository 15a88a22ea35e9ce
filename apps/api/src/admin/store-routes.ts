import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { storePlaceForm } from '@shoreline/domain/forms/admin-stores';
import { adminStoreWire } from '@shoreline/domain/wire/admin-stores';
import { REASON } from '@shoreline/domain/error-reasons';
import { CRAB_HOUSE_ADDRESS } from '@shoreline/domain/store-place.fixture';
import type { ApiContext } from '../context.js';
import { listStorePlaces, storePlaceDetail, updateStorePlace } from '../catalog-editing/index.js';
import { codeParam, recordByCode, staffRoutes } from './route-params.js';
import { MANAGERS, staffOf } from '../staff/index.js';
import { setSelfService } from '../order/index.js';

const HARBOR_ROAD = {
  address: CRAB_HOUSE_ADDRESS,
  telephone: '4105550187',
  opening_hours: { wed: { open: '11:30', close: '21:00' }, sat: { open: '10:00', close: '22:00' } },
  pickup_hours: { sat: { open: '10:00', close: '14:00' } },
};

/** Each store's own record (address, telephone, opening and pickup hours): managers and owners only. */
export function registerAdminStoreRoutes(app: FastifyInstance, context: ApiContext): void {
  const stores = staffRoutes(app, context, MANAGERS, 'admin stores');
  stores.get(
    '/api/admin/stores',
    {
      summary: 'Lists the stores with their own records',
      description: 'Every store by store id, with its address (null: none of its own), telephone (digits), opening and pickup hours.',
      querystring: z.object({}),
      answer: z.array(adminStoreWire),
    },
    async () => listStorePlaces(context),
  );
  stores.get(
    '/api/admin/stores/:code',
    recordByCode(adminStoreWire, 'main', { summary: "One store's own record", description: '404 `No store with this code.`' }),
    async (request) => storePlaceDetail(context, request.params.code),
  );
  stores.put(
    '/api/admin/stores/:code',
    {
      refusals: { 400: [REASON.invalidInput], 404: [REASON.notFound] },
      summary: "Replaces a store's address, telephone, opening hours and pickup hours",
      examples: [{ summary: 'The main store on Harbor Road', params: { code: 'main' }, body: HARBOR_ROAD }],
      description:
        "All four fields, checked by the rules of the catalog import's store record: the telephone in digits (up to 15), hours as HH:MM by weekday " +
        '(a day left out is closed; no pickup hours: no pickup). Audited as store.update. The write bumps the catalog version, so the footer, the ' +
        'pickup form and the mails follow within CATALOG_REFRESH_MS; a record that changes nothing writes nothing.',
      params: codeParam,
      body: storePlaceForm,
      answer: adminStoreWire,
    },
    async (request) => updateStorePlace(context, request.params.code, request.body, staffOf(request)),
  );
  stores.put(
    '/api/admin/stores/:code/self-service',
    {
      refusals: { 404: [REASON.notFound] },
      summary: "Switches a store's self-service order changes on or off and sets when they close before the cut-off",
      examples: [{ summary: 'Off for the restaurant', params: { code: 'restaurant' }, body: { enabled: false } }],
      description:
        "Whether the store's customers move the delivery date or cancel their orders themselves until the cut-off (on by default). Off, " +
        'the order page names the shop’s telephone and e-mail instead and the calls answer 409 order.self_service_off. `close_hours_before_cutoff` sets ' +
        'how many hours before the cut-off changes close in this store. Audited as store.self_service.',
      params: codeParam,
      body: z.object({
        enabled: z.boolean(),
        close_hours_before_cutoff: z
          .number()
          .int('Whole hours, please.')
          .min(0, 'Hours cannot be below 0.')
          .max(720, 'At most 720 hours (30 days).')
          .nullable()
          .optional()
          .describe(
            'How many hours before the cut-off changes close; null: the shop’s default (CHANGES_CLOSE_HOURS_BEFORE_CUTOFF); absent: unchanged',
          ),
      }),
      answer: z.object({ store_code: z.string(), self_service_changes: z.boolean(), changes_close_hours: z.number().nullable() }),
    },
    async (request) => setSelfService(context, request.params.code, request.body, staffOf(request)),
  );
}
