import type { FormEvent } from 'react';
import type { PurchasableProduct, VariantView } from '~/lib/product-purchase';
import { emit, type FormSnapshot } from '~/lib/events';

/**
 * The purchase form's submit with JavaScript: the add-to-cart button hands the form to the cart
 * (the layout's overlays load the engine and add it) instead of posting it; other submits go on. The snapshot (the
 * price shown and the choices) is taken once the form's last change has been read.
 */
export function addToCartOnSubmit(data: PurchasableProduct, variant: VariantView | null, snapshot: () => Promise<FormSnapshot>) {
  return (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('value') !== 'add-to-cart') return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void snapshot().then((taken) => emit('shoreline:add-to-cart', { form, data, variant, snapshot: taken }));
  };
}
