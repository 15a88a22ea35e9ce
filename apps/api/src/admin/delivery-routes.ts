import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  dayCapacityForm,
  deliveryDay as dayField,
  deliveryDaysQuery,
  rescheduleForm,
  shippingHoldForm,
} from '@shoreline/domain/forms/admin-delivery';
import { deletedWire, pageWire } from '@shoreline/domain/wire/admin';
import { deliveryDayWire, deliveryPlaceWire, rescheduleRowWire, shippingHoldWire } from '@shoreline/domain/wire/admin-delivery';
import { adminOrderWire } from '@shoreline/domain/wire/admin-orders';
import type { ApiContext } from '../context.js';
import { pagedQuery } from '../http/index.js';
import {
  CALENDAR_DAYS,
  createHold,
  deliveryCalendar,
  deliveryDay,
  liftHold,
  listHolds,
  listPlaces,
  setDayCapacity,
  shippingHold,
} from '../delivery/index.js';
import { askHoldCustomers, ordersToReschedule, type OrderOperations } from '../order/index.js';
import { registerHoldAnswerAdminRoutes } from './hold-answer-routes.js';
import { idParam, recordById, staffRoutes } from './route-params.js';
import { ALL_STAFF, MANAGERS, staffOf } from '../staff/index.js';
import { REASON } from '@shoreline/domain/error-reasons';

const dayParams = z.object({ store: z.string().min(1).max(64), date: dayField });

/**
 * The delivery calendar: each date's orders booked and capacity per place (a website and its store views: the
 * kitchen and trucks they share), shipping holds, and moving orders to another date. A place is named by any of
 * its views' codes (`main`, `de` and `it` name the same), as clients sent store codes before places. Every staff
 * member reads; owners and managers change.
 */
export function registerAdminDeliveryRoutes(
  app: FastifyInstance,
  context: ApiContext,
  services: { orderOperations: OrderOperations },
): void {
  const readers = staffRoutes(app, context, ALL_STAFF, 'admin delivery');
  const managers = staffRoutes(app, context, MANAGERS, 'admin delivery');

  readers.get(
    '/api/admin/delivery/places',
    {
      summary: 'The places that fill the boxes, for the calendar and holds (the default store first)',
      description:
        'One per website: its `code` (its main store view\'s), its name with its views\' languages ("Shoreline (English, Deutsch, Italiano)") ' +
        'and the `store_codes` of its views. Capacity, bookings and holds are per place.',
      querystring: z.object({}),
      answer: pageWire(deliveryPlaceWire),
    },
    async () => listPlaces(context),
  );
  readers.get(
    '/api/admin/delivery/days',
    {
      refusals: { 400: [REASON.invalidInput] },
      summary: "A place's coming delivery dates with orders booked and capacity (`store`: any of its views' codes)",
      examples: [{ summary: 'The main store', query: { store: 'main', from: '2026-12-04' } }],
      description:
        `The next ${CALENDAR_DAYS} dates a shopper can choose now, booked by all the place's store views. \`capacity\` is the day's own (\`capacity_set\`) or the place's default ` +
        '(DELIVERY_CAPACITY; null: no limit); `status` full once `booked` reaches it, paused when a hold covers every destination. ' +
        '`holds` lists the holds on the day, also those for some states only.',
      querystring: deliveryDaysQuery,
      answer: pageWire(deliveryDayWire),
    },
    async (request) => deliveryCalendar(context, request.query.store),
  );
  readers.get(
    '/api/admin/delivery/days/:store/:date',
    {
      summary: "One delivery date of a place (named by any of its views' codes)",
      examples: [{ summary: 'The main store', params: { store: 'main', date: '2026-12-04' } }],
      description: '400 when the date is not one of the coming delivery dates.',
      params: dayParams,
      answer: deliveryDayWire,
    },
    async (request) => deliveryDay(context, request.params.store, request.params.date),
  );
  managers.put(
    '/api/admin/delivery/days/:store/:date',
    {
      summary: "Sets a date's capacity for a place, named by any of its views' codes (owners, managers)",
      examples: [{ summary: 'Forty orders on the date', params: { store: 'main', date: '2026-12-04' }, body: { capacity: 40 } }],
      description:
        '`capacity`: the orders the place takes that day from all its store views; null: the default again. Below what is booked, the orders placed stay and new ones are ' +
        'refused (409 `order.delivery_date_full`). Audited as delivery.capacity.',
      params: dayParams,
      body: dayCapacityForm,
      answer: deliveryDayWire,
    },
    async (request) => setDayCapacity(context, request.params.store, request.params.date, request.body, staffOf(request)),
  );
  readers.get(
    '/api/admin/delivery/holds',
    {
      summary: 'Shipping holds that end today or later',
      description: "Soonest first. `regions` empty: every destination; `store_code` (the place's code) and `place` null: every place.",
      querystring: z.object({}),
      answer: pageWire(shippingHoldWire),
    },
    async () => listHolds(context),
  );
  managers.post(
    '/api/admin/delivery/holds',
    {
      summary: 'Pauses deliveries for dates, a place and states (owners, managers)',
      examples: [
        {
          summary: 'A storm pauses Florida and Georgia',
          body: { store_code: 'main', from_date: '2026-12-04', to_date: '2026-12-05', regions: 'FL,GA', reason: 'Storm on the coast' },
        },
      ],
      description:
        'From `from_date` to `to_date` inclusive; `regions` "FL,GA" (empty: everywhere); `store_code` any of a place\'s views\' codes for the place, null for every place. Shoppers of every view of it see the ' +
        'dates paused with the reason and orders for them are refused (409 `order.delivery_date_paused`); orders already placed are listed under ' +
        '/holds/:id/orders for rescheduling, and each of their customers is mailed once the choices (the next good dates, cancel with a full ' +
        'refund, keep the date where the products allow it) through a signed link (/holds/:id/answers lists who answered what). Audited as delivery.hold.',
      body: shippingHoldForm,
      answer: shippingHoldWire,
    },
    async (request) => {
      const hold = await createHold(context, request.body, staffOf(request));
      void askHoldCustomers(context, hold.id).catch((error: unknown) =>
        context.log.error({ err: error, hold: hold.id }, 'asking a hold’s customers failed'),
      );
      return hold;
    },
  );
  readers.get(
    '/api/admin/delivery/holds/:id',
    recordById(shippingHoldWire, { summary: 'One shipping hold', description: '404 `No shipping hold with this id.`' }),
    async (request) => shippingHold(context, request.params.id),
  );
  managers.delete(
    '/api/admin/delivery/holds/:id',
    recordById(deletedWire, {
      summary: 'Lifts a shipping hold (owners, managers)',
      description: 'Its dates open again; orders moved meanwhile stay on their new dates. Audited as delivery.hold_lift.',
    }),
    async (request) => liftHold(context, request.params.id, staffOf(request)),
  );
  readers.get(
    '/api/admin/delivery/holds/:id/orders',
    {
      refusals: { 404: [REASON.notFound] },
      summary: 'Orders to reschedule: the orders a hold pauses that have not shipped',
      examples: [{ summary: 'By its id', params: { id: 1 }, query: { page: 1, pageSize: 20 } }],
      description: "Delivery orders on the hold's dates, of its place's store views, to its states (`region`), earliest date first.",
      params: idParam,
      querystring: pagedQuery(z.object({})),
      answer: pageWire(rescheduleRowWire),
    },
    async (request) => ordersToReschedule(context.db, request.params.id, request.query.paging),
  );
  registerHoldAnswerAdminRoutes(readers, managers, context);
  managers.post(
    '/api/admin/orders/:id/reschedule',
    {
      refusals: { 404: [REASON.notFound], 409: [REASON.deliveryDateFull, REASON.deliveryDatePaused, REASON.conflict] },
      summary: 'Moves an order that has not shipped to another delivery date (owners, managers)',
      examples: [{ summary: 'By its id', params: { id: 1 }, body: { delivery_date: '2026-12-04' } }],
      description:
        "The new date must be a coming delivery date, not paused for the order's state (409 `order.delivery_date_paused`) and not full (409 " +
        '`order.delivery_date_full`: raise its capacity first). The order gives its old slot back and takes one on the new date; the history and ' +
        'the audit log (order.reschedule) record the move and the customer is mailed the new date. Answers the order as GET does.',
      params: idParam,
      body: rescheduleForm,
      answer: adminOrderWire,
    },
    async (request) => services.orderOperations.reschedule(request.params.id, request.body, staffOf(request)),
  );
}
