import type { PaymentMethod } from '@shoreline/sdk';
import { useT } from '~/i18n/useT';
import { LazyCardFields } from './LazyCardFields';
import type { CardFieldsHandle } from './collect-js.client';
import { approvalOf } from './gateways';
import { cardSettingsOf, isTestMode } from './methods';

/** What the chosen payment method needs below the list: the card's hosted fields, or the note of a method approved elsewhere. */
export function PaymentDetails({ method, onCard }: { method: PaymentMethod | null; onCard: (handle: CardFieldsHandle | null) => void }) {
  const t = useT();
  const card = cardSettingsOf(method ?? undefined);
  if (card) return <LazyCardFields settings={card} onHandle={onCard} />;
  const approval = approvalOf(method);
  if (!approval) return null;
  return (
    <p className="mt-4 rounded-2xl border border-navy-900/15 bg-white p-4 text-sm">
      {isTestMode(method ?? undefined) ? <strong className="mr-1 font-semibold uppercase">{t('checkout.payment.testMode')}</strong> : null}
      {t(approval.note)}
    </p>
  );
}
