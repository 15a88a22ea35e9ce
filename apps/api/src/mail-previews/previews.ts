import { formatCents } from '@shoreline/domain/money';
import type { ApiConfig } from '../config.js';
import { inLanguage, mailBrandOf, type RenderedMail } from '../mail/index.js';
import { claimDecisionMail, newClaimMail } from '../claims/index.js';
import { downloadsMail } from '../downloads/index.js';
import { giftCardMail } from '../gift-cards/index.js';
import { newsletterConfirmationMail, welcomeCouponMail } from '../newsletter/index.js';
import {
  addressLine,
  atRiskMail,
  atRiskResolvedMail,
  balanceDueAgainMail,
  buyerDayMail,
  confirmationMail,
  giftMessageMail,
  giftRecipientMail,
  giftTrackingMail,
  holdAskMail,
  newOrderMail,
  orderChangedMail,
  paymentDueMail,
  recipientChangedMail,
  recipientChosenMail,
  recipientInviteMail,
  refundMail,
  rescheduleMail,
  cancelMail,
  shipmentMail,
  type OrderMailStore,
} from '../order/index.js';
import { backInStockMail, watchStartedMail } from '../stock-alerts/index.js';
import { emailChangedMail, emailVerificationMail, passwordResetMail } from '../user/index.js';
import { SAMPLE_GIFT_ORDER, SAMPLE_ORDER, SAMPLE_PRICED, type PreviewStore } from './samples.js';

/** What a preview is rendered with: the shop's configuration, a store view, and the pictures of its products. */
export interface PreviewInput {
  config: ApiConfig;
  store: PreviewStore;
  pictureOf: (sku: string) => string | null;
}

export interface MailPreview {
  name: string;
  /** What the mail is, for the back office's list. */
  title: string;
  render(input: PreviewInput): RenderedMail;
}

const brandOf = ({ config, store }: PreviewInput) => mailBrandOf(config, store, store.i18n.defaultLocale);
const pagesOf = (input: PreviewInput) => brandOf(input).pagesUrl;
const sampleToken = 'sample-token';
/** The carrier's tracking page a bought label links to (shipment/). */
const SAMPLE_TRACKING_URL = 'https://track.easypost.com/djE6dHJrXzEyMzQ1Njc4OTA';

function orderStore(input: PreviewInput): OrderMailStore {
  const receipt = new URLSearchParams({ order: String(SAMPLE_ORDER.id), expires: '1796000000', sig: 'sample' });
  return { brand: brandOf(input), orderUrl: `${pagesOf(input)}/checkout/thank-you?${receipt}`, priceFormat: input.store.priceFormat };
}

const product = (input: PreviewInput) => ({
  store: input.store,
  productName: SAMPLE_PRICED.lines[0].name,
  productUrl: `${pagesOf(input)}/p/CRAB-STEAM/steamed-blue-crabs`,
  imageUrl: input.pictureOf(SAMPLE_PRICED.lines[0].sku),
});

/** A sample signed link of a store page, path and query (`names`: what it names besides the order). */
const signedPath = (path: string, names: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ order: String(SAMPLE_ORDER.id), ...names, expires: '1796000000', sig: 'sample' })}`;
const signedPage = (input: PreviewInput, path: string, names: Record<string, string> = {}) => `${pagesOf(input)}${signedPath(path, names)}`;

/** The sample gift once its day is chosen (by the recipient, or moved by the buyer since). */
const GIFT_WITH_DAY = { ...SAMPLE_GIFT_ORDER, delivery_date: '2026-12-04', recipient_chose_at: '2026-12-02T14:00:00.000Z' };
/** A customer's change that added a second box of crab cakes: the new total, the difference due, and its pay page. */
const CHANGED_ORDER = { ...SAMPLE_ORDER, subtotal_cents: 13_996, grand_total_cents: 16_495, balance_due_cents: 2_499 };

/** What staff might write to a customer whose order the weather canceled, in the preview's language (staff write in the customer's). */
const stormMessage = (locale: string) =>
  inLanguage(locale, {
    en: 'The storm kept our boats in harbor, so we have no jumbo crabs for your date. We hope to cook for you soon.',
    de: 'Der Sturm hat unsere Boote im Hafen gehalten, darum haben wir für Ihr Datum keine Jumbo-Krabben. Wir hoffen, bald wieder für Sie zu kochen.',
    it: 'La tempesta ha tenuto in porto le nostre barche, quindi non abbiamo granchi jumbo per la tua data. Speriamo di cucinare presto per te.',
  });

const withMail = (mail: { subject: string; html?: string; text: string }): RenderedMail => ({
  subject: mail.subject,
  html: mail.html ?? '',
  text: mail.text,
});

/** Every transactional mail of the shop, each rendered with sample data in a store view's language. */
export const MAIL_PREVIEWS: readonly MailPreview[] = [
  {
    name: 'order-confirmation',
    title: "Order confirmation (a guest's)",
    render: (input) =>
      confirmationMail({
        order: { ...SAMPLE_ORDER, store_code: input.store.storeCode },
        priced: SAMPLE_PRICED,
        store: {
          name: input.store.name,
          locale: input.store.i18n.defaultLocale,
          priceFormat: input.store.priceFormat,
          timeZone: input.config.shipping.calendar.timeZone,
        },
        toAccountOwner: false,
        brand: brandOf(input),
        orderUrl: orderStore(input).orderUrl,
        imageOf: input.pictureOf,
      }),
  },
  {
    name: 'pay-link',
    title: 'Pay link of an order placed offline',
    render: (input) =>
      paymentDueMail({
        incrementId: SAMPLE_ORDER.increment_id,
        brand: brandOf(input),
        payUrl: `${pagesOf(input)}/checkout/pay?order=1001&expires=1796000000&sig=sample`,
        payUntil: new Date('2026-12-01T15:30:00Z'),
        timeZone: input.config.shipping.calendar.timeZone,
        total: formatCents(SAMPLE_PRICED.grandTotalCents, input.store.priceFormat),
      }),
  },
  {
    name: 'shipped',
    title: 'Order shipped',
    render: (input) =>
      shipmentMail(SAMPLE_ORDER, orderStore(input), {
        carrier: 'UPS',
        trackNumber: '1Z999AA10123456784',
        trackingUrl: SAMPLE_TRACKING_URL,
      }),
  },
  {
    name: 'gift-recipient',
    title: 'Gift on its way (to the recipient)',
    render: (input) =>
      giftRecipientMail(
        { ...SAMPLE_ORDER, is_gift: 1, gift_message: 'Happy birthday, Mom!\nSteam them with Old Bay.' },
        { brand: brandOf(input), arrival: 'Thursday, December 3, 2026' },
        { carrier: 'UPS', trackNumber: '1Z999AA10123456784', trackingUrl: SAMPLE_TRACKING_URL },
      ),
  },
  {
    name: 'gift-out-for-delivery',
    title: 'Gift out for delivery (to the recipient)',
    render: (input) =>
      giftTrackingMail({ ...SAMPLE_ORDER, is_gift: 1 }, brandOf(input), {
        kind: 'out_for_delivery',
        shipments: [{ carrier: 'UPS', trackNumber: '1Z999AA10123456784', trackingUrl: SAMPLE_TRACKING_URL }],
      }),
  },
  {
    name: 'new-date',
    title: 'New delivery date',
    render: (input) =>
      rescheduleMail(SAMPLE_ORDER, orderStore(input), { from: '2026-12-03', to: '2026-12-04', reason: 'Storm on the Bay' }),
  },
  {
    name: 'box-at-risk',
    title: 'Parcel delayed (box at risk)',
    render: (input) => atRiskMail(SAMPLE_ORDER, orderStore(input), { reason: 'exception', latestEvent: 'Weather delay' }),
  },
  {
    name: 'box-at-risk-resolved',
    title: 'Delayed parcel made good (store credit)',
    render: (input) => atRiskResolvedMail(SAMPLE_ORDER, orderStore(input), { resolution: 'credit', amountCents: 8_997 }),
  },
  {
    name: 'order-changed',
    title: 'Order changed by the customer (difference due)',
    render: (input) =>
      orderChangedMail(
        CHANGED_ORDER,
        SAMPLE_PRICED.lines.map((line) => ({ name: line.name, qty: 2 })),
        orderStore(input),
        { summary: 'Jumbo lump crab cakes: 1 → 2', differenceCents: 2_499, settlement: 'due', payUrl: signedPath('/checkout/pay') },
        signedPage(input, '/checkout/pay'),
      ),
  },
  {
    name: 'balance-due-again',
    title: 'Balance due again (PayPal denied the payment of a change)',
    render: (input) => balanceDueAgainMail(CHANGED_ORDER, orderStore(input), 2_499, signedPage(input, '/checkout/pay')),
  },
  {
    name: 'order-canceled',
    title: 'Order canceled by the customer',
    render: (input) => cancelMail(SAMPLE_ORDER, orderStore(input)),
  },
  {
    name: 'order-canceled-by-shop',
    title: 'Order canceled by the shop (with a word to the customer)',
    render: (input) =>
      cancelMail(SAMPLE_ORDER, orderStore(input), undefined, { by: 'shop', message: stormMessage(input.store.i18n.defaultLocale) }),
  },
  {
    name: 'order-canceled-store-credit',
    title: 'Order canceled by the customer (nothing charged; store credit back)',
    render: (input) =>
      cancelMail(SAMPLE_ORDER, orderStore(input), {
        returnedCents: 0,
        storeCreditCents: 1_500,
        giftCardCents: 0,
        authorizationReleased: true,
        refundUnderWay: false,
      }),
  },
  {
    name: 'hold-ask',
    title: 'Deliveries paused on the date: the customer chooses',
    render: (input) =>
      holdAskMail(SAMPLE_ORDER, orderStore(input), {
        reason: 'Storm on the Bay',
        dates: ['2026-12-04', '2026-12-08', '2026-12-09'],
        canKeep: true,
        answerUrl: signedPage(input, '/order/hold', { hold: '3' }),
      }),
  },
  {
    name: 'gift-choose-day',
    title: 'Gift: choose your delivery day (to the recipient)',
    render: (input) =>
      recipientInviteMail(SAMPLE_GIFT_ORDER, orderStore(input), {
        url: signedPage(input, '/gift/choose-day'),
        until: SAMPLE_GIFT_ORDER.recipient_choose_until ?? '',
      }),
  },
  {
    name: 'gift-day-chosen',
    title: 'Gift: the day chosen (to the recipient)',
    render: (input) => recipientChosenMail(GIFT_WITH_DAY, orderStore(input), '2026-12-04'),
  },
  {
    name: 'gift-day-chosen-buyer',
    title: 'Gift: the recipient chose the day (to the buyer)',
    render: (input) => buyerDayMail(GIFT_WITH_DAY, orderStore(input), { chosen: '2026-12-04' }),
  },
  {
    name: 'gift-day-lapsed',
    title: 'Gift: no day chosen in time, the buyer is asked',
    render: (input) =>
      buyerDayMail({ ...SAMPLE_GIFT_ORDER, recipient_lapsed_at: '2026-12-11T05:00:00.000Z' }, orderStore(input), {
        lapsedAfter: SAMPLE_GIFT_ORDER.recipient_choose_until ?? '',
      }),
  },
  {
    name: 'gift-delivery-changed',
    title: 'Gift: its day or address changed (to the recipient)',
    render: (input) => recipientChangedMail(GIFT_WITH_DAY, orderStore(input), addressLine(GIFT_WITH_DAY)),
  },
  {
    name: 'gift-message-changed',
    title: 'Gift message changed (to the buyer)',
    render: (input) => giftMessageMail(SAMPLE_GIFT_ORDER, orderStore(input)),
  },
  {
    name: 'refund',
    title: 'Refund',
    render: (input) =>
      refundMail(SAMPLE_ORDER, orderStore(input), {
        amountCents: 2_499,
        lines: [{ name: SAMPLE_PRICED.lines[1].name, qty: 1, amountCents: 2_499 }],
        reason: 'The crab cakes were out of stock on the day.',
      }),
  },
  {
    name: 'claim-decision',
    title: 'Freshness claim approved',
    render: (input) =>
      withMail(
        claimDecisionMail({
          store: orderStore(input),
          priceFormat: input.store.priceFormat,
          orderNumber: SAMPLE_ORDER.increment_id,
          claimId: 12,
          decision: { status: 'approved', resolution: 'store_credit', amountCents: 4_499, balanceCents: 4_499 },
        }),
      ),
  },
  {
    name: 'gift-card',
    title: 'E-gift card',
    render: (input) =>
      withMail(
        giftCardMail(input.config, {
          to: 'friend@example.com',
          brand: brandOf(input),
          shopUrl: `${pagesOf(input)}/`,
          code: 'CRAB-7K2M-Q9PX-4TWD',
          amount: formatCents(5_000, input.store.priceFormat),
          recipientName: 'Sam',
          senderName: 'Jane',
          message: 'Happy crab season!',
        }),
      ),
  },
  {
    name: 'downloads',
    title: "Downloads (a guest's)",
    render: (input) =>
      downloadsMail(orderStore(input), {
        orderNumber: SAMPLE_ORDER.increment_id,
        files: [{ title: 'The Shoreline crab feast guide (PDF)', url: `${pagesOf(input)}/api/downloads/7?expires=1796000000&sig=sample` }],
        maxDownloads: 5,
        days: 30,
        toAccountOwner: false,
      }),
  },
  {
    name: 'verify-email',
    title: 'Confirm an e-mail address',
    render: (input) => withMail(emailVerificationMail(input.config, input.store, 'jane@example.com', sampleToken)),
  },
  {
    name: 'password-reset',
    title: 'Password reset',
    render: (input) =>
      withMail(
        passwordResetMail(
          input.config,
          input.store,
          { email: 'jane@example.com', firstname: 'Jane', email_verified_at: null },
          sampleToken,
        ),
      ),
  },
  {
    name: 'email-changed',
    title: 'E-mail address changed',
    render: (input) =>
      withMail(
        emailChangedMail(
          input.config,
          input.store,
          { email: 'jane@example.com', firstname: 'Jane', email_verified_at: '2026-01-01' },
          'jane.c@example.com',
        ),
      ),
  },
  {
    name: 'back-in-stock',
    title: 'Back in stock',
    render: (input) => withMail(backInStockMail(input.config, 'jane@example.com', product(input))),
  },
  {
    name: 'watch-started',
    title: 'Back-in-stock alert started',
    render: (input) =>
      withMail(
        watchStartedMail(input.config, 'jane@example.com', {
          ...product(input),
          unsubscribeUrl: `${pagesOf(input)}/back-in-stock/unsubscribe?token=${sampleToken}`,
        }),
      ),
  },
  {
    name: 'newsletter-confirm',
    title: 'Newsletter: confirm the sign-up',
    render: (input) =>
      withMail(
        newsletterConfirmationMail(input.config, input.store, 'jane@example.com', {
          confirm: `${pagesOf(input)}/newsletter/confirm?token=${sampleToken}`,
          unsubscribe: `${pagesOf(input)}/newsletter/unsubscribe?token=${sampleToken}`,
        }),
      ),
  },
  {
    name: 'welcome-coupon',
    title: "Newsletter: the subscriber's 10% code",
    render: (input) =>
      withMail(welcomeCouponMail(input.config, input.store, 'jane@example.com', { code: 'WELCOME-7K2MQ9PX', until: '2027-03-01' })),
  },
  {
    name: 'staff-new-order',
    title: 'Staff: new order',
    render: (input) =>
      newOrderMail({ ...SAMPLE_ORDER, store_code: input.store.storeCode }, SAMPLE_PRICED, {
        brand: brandOf(input),
        adminUrl: `${input.config.publicUrl}/admin/orders/${SAMPLE_ORDER.id}`,
        timeZone: input.config.shipping.calendar.timeZone,
      }),
  },
  {
    name: 'staff-new-claim',
    title: 'Staff: new freshness claim',
    render: (input) =>
      newClaimMail(
        {
          claimId: 12,
          orderNumber: SAMPLE_ORDER.increment_id,
          storeCode: input.store.storeCode,
          customer: { name: 'Jane Chesapeake', email: 'jane@example.com' },
          reason: 'arrived_warm',
          description: 'The box was warm when it arrived and the ice packs had melted.',
          lines: [{ sku: SAMPLE_PRICED.lines[0].sku, name: SAMPLE_PRICED.lines[0].name, qty: 1 }],
        },
        `${input.config.publicUrl}/admin/claims/12`,
        brandOf(input),
      ),
  },
];

export const mailPreviewNamed = (name: string): MailPreview | undefined => MAIL_PREVIEWS.find((preview) => preview.name === name);
