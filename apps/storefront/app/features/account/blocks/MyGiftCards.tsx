import { useId, useState } from 'react';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import { CodeEntry, CodeMessage } from '~/ui/CodeEntry';
import { fetchGiftCardHistory, fetchGiftCards, type GiftCardHistory, type GiftCardSummary } from '../account-api';
import { useMoney, type FormatMoney } from '~/lib/money';
import { formatDate } from '../format';
import type { BlockProps } from './BlockProps';
import { LoadedBlock, useSessionData } from './LoadedBlock';

const ACTIONS: Partial<Record<string, MessageKey>> = {
  issued: 'account.giftCards.action.issued',
  used: 'account.giftCards.action.used',
  returned: 'account.giftCards.action.returned',
};

/** A card's code, what is left on it and for whom it was bought. */
function CardRow({ card, money }: { card: GiftCardSummary; money: FormatMoney }) {
  const t = useT();
  return (
    <li className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <p className="font-mono text-base font-semibold tracking-wider">{card.code}</p>
      <p className="font-semibold sm:text-right">
        {t('account.giftCards.balance', {
          balance: money(card.balance),
          value: money(card.initial_value),
        })}
      </p>
      <p className="text-sm text-muted">
        {card.bought
          ? t('account.giftCards.boughtFor', { name: card.recipient_name || card.recipient_email || t('account.giftCards.someone') })
          : t('account.giftCards.received')}
        {card.status !== 'active' ? ` · ${t('account.giftCards.disabled')}` : ''}
      </p>
    </li>
  );
}

/** Look up any card's balance and history by its code (a gift someone handed over in person, say). */
function CheckCard({ locale, money }: { locale: string; money: FormatMoney }) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<GiftCardHistory | { error: string } | null>(null);

  async function check() {
    if (code.trim()) setResult(await fetchGiftCardHistory(code.trim()));
  }

  const found = result && 'card' in result ? result : null;
  const answer = result && 'error' in result ? { ok: false, text: t('account.giftCards.invalid') } : null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('account.giftCards.check')}
      </h3>
      <CodeEntry
        id={`${id}-code`}
        label={t('account.giftCards.code')}
        applyLabel={t('account.giftCards.checkButton')}
        value={code}
        onValue={setCode}
        onApply={() => void check()}
        pending={false}
        answer={answer}
      />
      <CodeMessage id={`${id}-code`} answer={answer} />
      {found ? (
        <div role="status" className="space-y-2 rounded-2xl border border-navy-900/10 bg-white p-4">
          <p className="font-semibold">
            {t('account.giftCards.balance', {
              balance: money(found.card.balance),
              value: money(found.card.initial_value),
            })}
          </p>
          <ul className="divide-y divide-navy-900/10 text-sm" aria-label={t('account.giftCards.history')}>
            {found.items.map((item, index) => (
              <li key={index} className="flex justify-between gap-4 py-2">
                <span>
                  {formatDate(item.created_at, locale)} · {t(ACTIONS[item.action] ?? 'account.giftCards.action.issued')}
                </span>
                <span className="tabular-nums">{money(item.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** MyGiftCards: the cards the customer bought or received, and a balance check by code. */
export function MyGiftCards({ session, locale, priceFormat }: BlockProps) {
  const t = useT();
  const money = useMoney(priceFormat);
  const loaded = useSessionData(session, fetchGiftCards);
  const cards = loaded && 'data' in loaded ? loaded.data : null;
  return (
    <LoadedBlock title={t('account.nav.giftCards')} className="space-y-6" loadingText={t('account.giftCards.loading')} loaded={loaded}>
      {cards && cards.length === 0 ? <p className="text-muted">{t('account.giftCards.none')}</p> : null}
      {cards && cards.length > 0 ? (
        <ul className="divide-y divide-navy-900/10 rounded-2xl border border-navy-900/10 bg-white" data-testid="gift-card-list">
          {cards.map((card) => (
            <CardRow key={card.code} card={card} money={money} />
          ))}
        </ul>
      ) : null}
      <CheckCard locale={locale} money={money} />
    </LoadedBlock>
  );
}
