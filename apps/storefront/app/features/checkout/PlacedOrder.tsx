import type { ReactNode, RefObject } from 'react';
import { useT } from '~/i18n/useT';

/** The panel of a placed order's page (the thank-you, the pay page, and their waiting and failed states). */
export const ORDER_PANEL = 'flex flex-col items-start gap-4 rounded-2xl bg-white p-6 ring-1 ring-navy-900/10';

/** A placed order's page title: the page focuses it when it opens, so that a screen reader starts there. */
export function OrderTitle({ headingRef, children }: { headingRef: RefObject<HTMLHeadingElement | null>; children: ReactNode }) {
  return (
    <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold sm:text-4xl">
      {children}
    </h1>
  );
}

/** "Your order number is …". */
export function OrderNumber({ number }: { number: string }) {
  const label = useT()('checkout.thanks.orderNumber');
  return (
    <p className="text-lg">
      {label} <strong data-testid="order-number">{number}</strong>
    </p>
  );
}
