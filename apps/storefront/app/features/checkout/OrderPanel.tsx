import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';

/** The card that frames a placed order's pages (the thank-you page, the pay page). */
export const ORDER_PANEL = 'flex flex-col items-start gap-4 rounded-2xl bg-white p-6 ring-1 ring-navy-900/10';

/** A placed order's page that cannot show its order (the link expired, the call failed): why, and the way back. */
export function OrderProblem({ message }: { message: string }) {
  const t = useT();
  return (
    <div className={ORDER_PANEL} role="alert">
      <p>{message}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('checkout.thanks.continue')}
      </Link>
    </div>
  );
}

/** The page's heading (focused by the page when it shows) and the order's number below it. */
export function OrderHeading({
  headingRef,
  title,
  number,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: ReactNode;
  number: string;
}) {
  const t = useT();
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold sm:text-4xl">
        {title}
      </h1>
      <p className="text-lg">
        {t('checkout.thanks.orderNumber')} <strong data-testid="order-number">{number}</strong>
      </p>
    </>
  );
}
