import type { CartRuntime, RunBusy } from '~/features/cart';
import type { FormatMoney } from '~/lib/money';
import type { CheckoutForm, UpdateForm } from './checkout-state';
import type { CheckoutChoices } from './use-checkout-choices';

/** What the shipping-method and payment sections both take from the checkout: the form, the cart and how to show money. */
export interface CheckoutSectionProps {
  step: number;
  choices: CheckoutChoices;
  form: CheckoutForm;
  update: UpdateForm;
  runtime: CartRuntime;
  money: FormatMoney;
  run: RunBusy;
}
