import { useEffect } from 'react';
import type { CartState, PaymentMethod, ShippingMethod } from '@shoreline/sdk';
import type { CartRuntime } from '~/features/cart';
import type { CheckoutForm } from './checkout-state';
import { deliveryDatesOf, isOpenDate, methodKey } from './DeliveryOptions';
import { pickupOf, pickupTimeFor, type PickupOffer } from './pickup';

/** What the order will use: the shipping method, delivery date and payment method chosen, or else the defaults. */
export interface CheckoutChoices {
  /** Nothing to ship (gift cards, downloads): no address, shipping method or date. */
  virtual: boolean;
  methods: ShippingMethod[];
  method: ShippingMethod | null;
  deliveryDate: string;
  /**
   * The date the shopper picked when it filled up (or was paused) since: deliveryDate is then only the next date on
   * offer, which may cost more, and the order waits until the shopper confirms it or picks another.
   */
  movedFrom: string | null;
  /** The chosen method is a pickup: where, and the slots; deliveryDate is then the pickup day. */
  pickup: PickupOffer | null;
  pickupTime: string;
  /** A gift delivery: the shipping address is the recipient's (never with a pickup or nothing to ship). */
  gift: boolean;
  /** A gift whose recipient chooses the day: no delivery date is asked (deliveryDate is empty), the standard price applies. */
  recipientChooses: boolean;
  /** No delivery address to bill to (nothing to ship, collected at the store, or a gift): billing has its own fields. */
  ownBilling: boolean;
  payments: PaymentMethod[];
  payment: PaymentMethod | null;
}

/** The option the shopper picked, else the one marked default, else the first. */
function pick<Option>(options: Option[], isPicked: (option: Option) => boolean, isDefault: (option: Option) => boolean): Option | null {
  return options.find(isPicked) ?? options.find(isDefault) ?? options[0] ?? null;
}

/** The choices the form and the cart's methods make; the cart engine is told the shipping method as it changes. */
export function useCheckoutChoices(runtime: CartRuntime | null, state: CartState | null, form: CheckoutForm): CheckoutChoices {
  const loaded = runtime && state ? runtime : null;
  const virtual = loaded ? loaded.cart.isVirtualCart() : false;
  const methods = (state?.shippingMethods ?? []).filter((method) => !method.offline || method.is_server_method);
  const method = pick(
    methods,
    (candidate) => methodKey(candidate) === form.shippingMethod,
    (candidate) => Boolean(candidate.default),
  );
  const dates = deliveryDatesOf(method);
  // A date that is full or paused is not taken: the next one that can be chosen is offered in its place.
  const open = dates.filter(isOpenDate);
  const deliveryDate = open.some((option) => option.date === form.deliveryDate)
    ? form.deliveryDate
    : (open[0]?.date ?? dates[0]?.date ?? '');
  const lost = dates.some((option) => option.date === form.deliveryDate && !isOpenDate(option));
  const movedFrom = lost && deliveryDate !== form.deliveryDate ? form.deliveryDate : null;
  const payments = loaded ? loaded.cart.availablePaymentMethods() : [];
  const payment = pick(
    payments,
    (candidate) => candidate.code === form.paymentMethod,
    (candidate) => Boolean(candidate.default),
  );

  useEffect(() => {
    if (runtime) runtime.cart.selectShippingMethod(method);
  }, [runtime, method]);

  const pickup = virtual ? null : pickupOf(method);
  const pickupTime = pickupTimeFor(pickup, deliveryDate, form.pickupTime);
  const gift = !virtual && pickup === null && form.gift.isGift;
  const recipientChooses = gift && (form.gift.recipientChoosesDays ?? 0) > 0;
  return {
    virtual,
    methods,
    method,
    deliveryDate: recipientChooses ? '' : deliveryDate,
    movedFrom: recipientChooses ? null : movedFrom,
    pickup,
    pickupTime,
    gift,
    recipientChooses,
    ownBilling: virtual || pickup !== null || gift,
    payments,
    payment,
  };
}
