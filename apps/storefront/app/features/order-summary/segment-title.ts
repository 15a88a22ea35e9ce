import type { FulfilmentMode, PricedOption, PricedSegment } from '@shoreline/domain/pricing/priced-order';
import { shippingLineTitle } from '@shoreline/domain/shipping-line';
import type { MessageKey, Translate } from '~/i18n/translate';

/**
 * A segment's title in the store's language, built from its structured fields (the stored English
 * title is the fallback for anything unknown); the shipping line's is the one name checkout and mails give it. Fee names and options come from the store's own
 * catalog, so they are already in its language.
 */
export function segmentTitle(segment: PricedSegment, mode: FulfilmentMode, t: Translate, locale: string): string {
  switch (segment.code) {
    case 'subtotal':
      return t('order.summary.subtotal');
    case 'discount':
      return segment.code_ref ? t('order.summary.discountWithCode', { code: segment.code_ref }) : t('order.summary.discount');
    case 'fee':
      return segment.fee ? feeTitle(segment.fee) : segment.title;
    case 'shipping': {
      const method = segment.shipping?.method;
      if (!method) return segment.title;
      return shippingLineTitle(locale, mode === 'pickup' ? 'pickup' : 'delivery', method);
    }
    case 'tax':
      return t('order.summary.tax');
    case 'gift_card':
      return segment.code_ref ? t('order.summary.giftCard', { code: segment.code_ref }) : t('order.summary.giftCards');
    case 'store_credit':
      return t('order.summary.storeCredit');
    default:
      return segment.title;
  }
}

/** "Gift wrap (Gift wrap with a card)"; a fee whose one option repeats its name is just its name. */
function feeTitle(fee: { name: string; options: string[] }): string {
  const options = fee.options.filter((option) => option !== fee.name);
  return options.length ? `${fee.name} (${options.join(', ')})` : fee.name;
}

/** The labels the API gives a gift card line's choices, in English: shown in the store's language. */
const GIFT_CARD_LABELS: Record<string, MessageKey> = {
  To: 'order.option.to',
  'Recipient e-mail': 'order.option.recipientEmail',
  From: 'order.option.from',
  Message: 'order.option.message',
};

/** A line's choice label as the shopper reads it; catalog labels are already in the store's language. */
export function optionLabel(option: PricedOption, productType: string, t: Translate): string {
  const key = productType === 'giftcard' ? GIFT_CARD_LABELS[option.label] : undefined;
  return key ? t(key) : option.label;
}
