import type { FastifyInstance } from 'fastify';
import { REASON } from '@shoreline/domain/error-reasons';
import { holdAnswerInput, holdChoicesWire, holdLinkInput } from '@shoreline/domain/wire/hold-answers';
import { answering, PUBLIC, type Refusals } from '../../http/index.js';
import type { HoldAnswers } from './hold-answers.js';
import { SIGNED_LINK_REFUSALS } from '../refusals.js';

const ANSWER_REFUSALS: Refusals = {
  ...SIGNED_LINK_REFUSALS,
  400: [REASON.invalidInput],
  409: [REASON.conflict, REASON.deliveryDateFull, REASON.deliveryDatePaused, REASON.orderDatePriceDiffers, REASON.holdKeepNotAllowed],
};
const LINK = { order: '12', hold: '3', expires: '1798761600', sig: '3f1d0b6c9a8e7f2d' };

/** A hold's answer page: what the customer whose order a shipping hold pauses can choose, and their answer (the mail's signed link). */
export function registerHoldAnswerRoutes(app: FastifyInstance, answers: HoldAnswers): void {
  const guest = answering(app, { tags: ['order'], access: PUBLIC });
  guest.get(
    '/api/order/hold-answer',
    {
      summary: 'What the customer of an order a shipping hold pauses can choose: the next good dates, cancel, keep the date',
      description:
        'Read with the signed link of the hold’s mail. `dates` are the next open dates at the same delivery price; `can_keep` is true when every ' +
        'product of the order lets the customer keep a paused date at their own risk. Once answered, `answer` says what was chosen and nothing ' +
        'more is offered. 403 for a link that does not verify; 404 once staff lifted the hold.',
      examples: [{ summary: 'The link of the hold’s mail', query: LINK }],
      querystring: holdLinkInput,
      answer: holdChoicesWire,
      refusals: SIGNED_LINK_REFUSALS,
    },
    async (request, reply) => {
      reply.headers({ 'cache-control': 'private, no-store' });
      return answers.choices(await answers.ofLink(request.query));
    },
  );
  guest.post(
    '/api/order/hold-answer',
    {
      summary: 'Applies the customer’s answer to a shipping hold: move to a new date, cancel with a full refund, or keep the date',
      description:
        '`move` re-checks the date as a new order is (full: 409 order.delivery_date_full, paused: 409 order.delivery_date_paused, another delivery ' +
        'price: 409 order.date_price_differs); `cancel` voids or refunds the payment in full and gives everything back; `keep` (409 ' +
        'hold.keep_not_allowed unless every product allows it) ships the order on its date at the customer’s own risk. Each is recorded in the ' +
        'order’s history and the audit log. The first answer applied counts: sent again (or another choice), it answers the state.',
      examples: [{ summary: 'Move to another Thursday', body: { ...LINK, choice: 'move', delivery_date: '2026-12-10' } }],
      body: holdAnswerInput,
      answer: holdChoicesWire,
      refusals: ANSWER_REFUSALS,
    },
    async (request) => answers.answer(request.body, request.body.choice, request.body.delivery_date),
  );
}
