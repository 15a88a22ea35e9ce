import { Link } from 'react-router';
import type { PriceFormat } from '@shoreline/domain/money';
import { useMoney } from '~/lib/money';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';

/** What a customer's change of a paid order left due, and the pay page that takes it ("$X due — Pay now"). */
export default function BalanceDue({ amount, payPath, priceFormat }: { amount?: number; payPath?: string | null; priceFormat: PriceFormat }) {
  const t = useT();
  const money = useMoney(priceFormat);
  if (!amount || !payPath) return null;
  return (
    <p
      className="flex flex-wrap items-center gap-3 rounded-xl border border-crab-700/40 bg-sand-100 px-3 py-2 font-semibold"
      data-testid="balance-due"
    >
      <span>{t('order.balance.due', { amount: money(amount) })}</span>
      <Link to={payPath} className={buttonClass('primary')}>
        {t('order.balance.pay')}
      </Link>
    </p>
  );
}
