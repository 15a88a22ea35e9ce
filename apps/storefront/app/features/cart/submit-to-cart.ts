import type { FormEvent } from 'react';
import type { PurchaseChoices, ProductPageData, VariantView } from '~/features/product-page';
import { emit } from '~/lib/events';

/**
 * The purchase form's submit with JavaScript: the add-to-cart button hands the form to the cart
 * (the layout's overlays load the engine and add it) instead of posting it; other submits go on.
 */
export function addToCartOnSubmit(data: ProductPageData, variant: VariantView | null, priceCents: number, choices: PurchaseChoices) {
  return (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('value') !== 'add-to-cart') return;
    event.preventDefault();
    emit('shoreline:add-to-cart', { form: new FormData(event.currentTarget), data, variant, snapshot: { priceCents, choices } });
  };
}
