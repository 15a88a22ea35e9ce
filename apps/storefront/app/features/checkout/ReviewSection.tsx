import { Link } from 'react-router';
import { LineItem, Totals, type CartRuntime, type Line, type RunBusy } from '~/features/cart';
import type { FormatMoney } from '~/lib/money';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import type { UpdateForm } from './checkout-state';
import { CheckField, Section } from './fields';

interface ReviewSectionProps {
  step: number;
  lines: Line[];
  runtime: CartRuntime;
  money: FormatMoney;
  run: RunBusy;
  busy: boolean;
  terms: boolean;
  termsError: string | null;
  update: UpdateForm;
  submitting: boolean;
  /** The totals are catching up with a change: the order waits, so it is sent with the total it will cost. */
  updating: boolean;
  /** SKUs of lines the last order attempt found sold out: marked until the shopper changes them. */
  soldOut?: readonly string[];
}

/** The lines and totals as the order will charge them, the terms to accept, and the button that places the order. */
export function ReviewSection({
  step,
  lines,
  runtime,
  money,
  run,
  busy,
  terms,
  termsError,
  update,
  submitting,
  updating,
  soldOut = [],
}: ReviewSectionProps) {
  const t = useT();
  return (
    <Section step={step} title={t('checkout.review.title')} id="checkout-review-title">
      <ul className="divide-y divide-navy-900/10" aria-label={t('cart.minicart.lines')}>
        {lines.map((line) => (
          <LineItem
            key={`${line.sku}-${line.checksum ?? ''}`}
            runtime={runtime}
            line={line}
            money={money}
            editable={false}
            run={run}
            notice={soldOut.includes(line.sku) ? t('checkout.review.soldOut') : null}
          />
        ))}
      </ul>
      <Totals segments={runtime.cart.totals()} coupon={runtime.cart.coupon()?.code ?? null} money={money} busy={busy || updating} />
      <CheckField name="terms" checked={terms} onChange={(accepted) => update({ terms: accepted })} error={termsError}>
        {t('checkout.review.termsBefore')}{' '}
        <Link to="/i/terms-and-conditions" target="_blank" className="font-semibold underline underline-offset-4">
          {t('checkout.review.termsLink')}
        </Link>
      </CheckField>
      <button type="submit" className={buttonClass('primary', 'w-full')} disabled={submitting || updating}>
        {submitting ? t('checkout.review.placing') : updating ? t('checkout.review.updating') : t('checkout.review.place')}
      </button>
    </Section>
  );
}
