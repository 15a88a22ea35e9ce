import type { ComponentType } from 'react';
import type { PriceFormat } from '@shoreline/domain/money';
import { Container } from '~/ui/Container';

/** What each checkout page takes from its route's data (loadCheckoutPage): the store's price format and locale. */
export interface CheckoutFormats {
  priceFormat: PriceFormat;
  locale: string;
}

interface CheckoutScreenProps {
  Page: ComponentType<CheckoutFormats>;
  formats: CheckoutFormats;
  /** The checkout's form has its summary beside it; the pay and thank-you pages are one column. */
  wide?: boolean;
}

/** A checkout route's page in the checkout's frame. */
export function CheckoutScreen({ Page, formats, wide = false }: CheckoutScreenProps) {
  return (
    <Container className={`${wide ? 'max-w-6xl' : 'max-w-3xl'} py-6 sm:py-10`}>
      <Page priceFormat={formats.priceFormat} locale={formats.locale} />
    </Container>
  );
}
