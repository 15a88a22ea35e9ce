import { useEffect, useId, useState } from 'react';
import type { ExtraFee, ExtraFeeOption } from '@shoreline/sdk/cart/types';
import type { CartRuntime, RunBusy } from '~/features/cart';
import type { FormatMoney } from '~/lib/money';
import { useT } from '~/i18n/useT';
import { ChoiceGroup, RadioRow } from './choice-fields';

const row =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-navy-900/20 bg-white px-4 py-2 has-checked:border-navy-900 has-checked:ring-2 has-checked:ring-navy-900';
const control = 'size-6 shrink-0 accent-navy-900';

type Choose = (fee: ExtraFee, optionIds: number[]) => void;

interface ExtraFeesProps {
  runtime: CartRuntime;
  /** The fees are asked for again when it changes (another cart, or another state to tax the prices for). */
  refreshKey: string;
  money: FormatMoney;
  run: RunBusy;
}

/** One option as a row: its label, the fee's description (when it has one option) and its price before tax, as every price in the shop. */
function OptionRow({
  fee,
  option,
  type,
  description,
  money,
  onChoose,
}: {
  fee: ExtraFee;
  option: ExtraFeeOption;
  type: 'checkbox' | 'radio';
  description: string;
  money: FormatMoney;
  onChoose: Choose;
}) {
  const t = useT();
  const id = useId();
  const checked = fee.options_ids.includes(option.option_id);
  const others = fee.options_ids.filter((chosen) => chosen !== option.option_id);
  const change = (on: boolean) => onChoose(fee, type === 'radio' ? [option.option_id] : on ? [...others, option.option_id] : others);
  return (
    <label className={row}>
      <input
        type={type}
        name={`extra-fee-${fee.fee_id}`}
        value={option.option_id}
        checked={checked}
        onChange={(event) => change(event.target.checked)}
        aria-labelledby={`${id}-label ${id}-price`}
        aria-describedby={description ? `${id}-description` : undefined}
        className={control}
      />
      <span className="flex flex-1 flex-col">
        <span id={`${id}-label`}>{option.label}</span>
        {description ? (
          <span id={`${id}-description`} className="text-sm text-muted">
            {description}
          </span>
        ) : null}
      </span>
      <span id={`${id}-price`} className="font-semibold tabular-nums">
        {t('checkout.fees.price', { amount: money(option.price_excl_tax) })}
      </span>
    </label>
  );
}

/** A fee of several options (gift wrap, or wrap with a card) as its own group; a radio group starts with "None". */
function FeeGroup({ fee, money, onChoose }: { fee: ExtraFee; money: FormatMoney; onChoose: Choose }) {
  const t = useT();
  const id = useId();
  const type = fee.frontend_type === 'radio' ? 'radio' : 'checkbox';
  return (
    <ChoiceGroup legend={fee.name} compact describedBy={fee.description ? `${id}-description` : undefined}>
      {fee.description ? (
        <p id={`${id}-description`} className="text-sm text-muted">
          {fee.description}
        </p>
      ) : null}
      {type === 'radio' ? (
        <RadioRow
          name={`extra-fee-${fee.fee_id}`}
          value=""
          checked={fee.options_ids.length === 0}
          onSelect={() => onChoose(fee, [])}
          className={row}
          control={control}
        >
          <span className="flex-1">{t('checkout.fees.none')}</span>
        </RadioRow>
      ) : null}
      {fee.options.map((option) => (
        <OptionRow key={option.option_id} fee={fee} option={option} type={type} description="" money={money} onChoose={onChoose} />
      ))}
    </ChoiceGroup>
  );
}

/**
 * The optional extra fees after the delivery options: none is chosen for the shopper.
 * A choice is stored through the cart engine, which then syncs the totals (the summary shows the
 * fee line); a refused choice is taken back from the server.
 */
export function ExtraFees({ runtime, refreshKey, money, run }: ExtraFeesProps) {
  const t = useT();
  const hintId = useId();
  const [fees, setFees] = useState<ExtraFee[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    void runtime.cart.extraFees().then((offered) => {
      if (active) setFees(offered);
    });
    return () => {
      active = false;
    };
  }, [runtime, refreshKey]);

  const choose: Choose = (fee, optionIds) => {
    setFailed(false);
    setFees((current) =>
      current.map((candidate) => (candidate.fee_id === fee.fee_id ? { ...candidate, options_ids: optionIds } : candidate)),
    );
    void run(() => runtime.cart.chooseExtraFee({ fee_id: fee.fee_id, options_ids: optionIds }))
      .catch(() => false)
      .then(async (taken) => {
        if (taken) return;
        setFailed(true);
        setFees(await runtime.cart.extraFees());
      });
  };

  if (fees.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="mb-1 font-medium">{t('checkout.fees.legend')}</legend>
      <p id={hintId} className="text-sm text-muted">
        {t('checkout.fees.hint')}
      </p>
      {fees.map((fee) =>
        fee.options.length === 1 && fee.frontend_type === 'checkbox' ? (
          <OptionRow
            key={fee.fee_id}
            fee={fee}
            option={fee.options[0]}
            type="checkbox"
            description={fee.description}
            money={money}
            onChoose={choose}
          />
        ) : (
          <FeeGroup key={fee.fee_id} fee={fee} money={money} onChoose={choose} />
        ),
      )}
      {failed ? (
        <p role="alert" className="text-sm font-medium text-crab-800">
          {t('checkout.fees.failed')}
        </p>
      ) : null}
    </fieldset>
  );
}
