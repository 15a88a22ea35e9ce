import { useEffect, useId, useOptimistic, useRef, useState, useTransition } from 'react';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import type { CartRuntime } from './contract';
import type { Line } from './line-extras';
import { LineEditorForm } from './LineEditorForm';
import { refusalOf } from './server-message';
import { typedQuantity } from './typed-quantity';
import type { RunBusy } from './use-cart';
import type { FormatMoney } from '~/lib/money';

export type { Line } from './line-extras';

const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold text-navy-900 ring-1 ring-navy-900/25 hover:bg-navy-900/8 disabled:opacity-50 aria-disabled:opacity-50';

/** A line's row total: the server's when it has priced the line, else price times quantity. */
function rowTotal(line: Line): number | null {
  const totals = line.totals as { row_total_incl_tax?: number; row_total?: number } | undefined;
  if (typeof totals?.row_total === 'number' && line.totals?.qty === line.qty) return totals.row_total;
  return typeof line.price_incl_tax === 'number' ? line.price_incl_tax * line.qty : null;
}

/** The unit price the server charged for the line's quantity (a tier price from a quantity on), once it priced it. */
function unitPrice(line: Line): number | null {
  const price = (line.totals as { price?: number } | undefined)?.price;
  return typeof price === 'number' && line.totals?.qty === line.qty ? price : null;
}

/**
 * The quantity's "−", field and "+". They are never `disabled` while a change is synced: a disabled control loses the
 * keyboard focus to the page's body. Each press starts from the quantity shown (the cart changes it at once).
 */
function QuantityStepper({
  line,
  read,
  onChange,
}: {
  line: Line;
  read: CartRuntime['cart']['readQuantity'];
  onChange: (qty: number) => void;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(String(line.qty));
  const [problem, setProblem] = useState<MessageKey | null>(null);
  useEffect(() => {
    setDraft(String(line.qty));
    setProblem(null);
  }, [line.qty]);
  const commit = () => {
    const typed = typedQuantity(read, draft);
    // The typed value stays in the box beside the message, so the shopper sees what was refused.
    if ('problem' in typed) return setProblem(typed.problem);
    setProblem(null);
    if (typed.qty !== line.qty) onChange(typed.qty);
  };
  return (
    <div className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        className={smallButton}
        aria-label={t('cart.line.decrease', { name: line.name ?? line.sku })}
        aria-disabled={line.qty <= 1}
        onClick={() => {
          if (line.qty > 1) onChange(line.qty - 1);
        }}
      >
        −
      </button>
      <label htmlFor={id} className="sr-only">
        {t('cart.line.qtyOf', { name: line.name ?? line.sku })}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={draft}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="min-h-11 w-14 rounded-lg border border-navy-900/30 bg-white text-center"
      />
      <button
        type="button"
        className={smallButton}
        aria-label={t('cart.line.increase', { name: line.name ?? line.sku })}
        onClick={() => onChange(line.qty + 1)}
      >
        +
      </button>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="w-full text-sm font-medium text-crab-800">
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}

function RemoveConfirm({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  const t = useT();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      role="group"
      aria-label={t('cart.line.removeQuestion', { name })}
      className="flex flex-wrap items-center gap-2 rounded-lg bg-sand-100 p-3"
    >
      <p className="w-full text-sm font-medium">{t('cart.line.removeQuestion', { name })}</p>
      <button
        ref={confirmRef}
        type="button"
        className={`${smallButton} bg-crab-700 text-white ring-0 hover:bg-crab-800`}
        onClick={onConfirm}
      >
        {t('cart.line.removeConfirm')}
      </button>
      <button type="button" className={smallButton} onClick={onCancel}>
        {t('cart.line.removeCancel')}
      </button>
    </div>
  );
}

interface LineItemProps {
  runtime: CartRuntime;
  line: Line;
  money: FormatMoney;
  editable: boolean;
  run: RunBusy;
  /** What the checkout says of this line (it sold out meanwhile), shown under it in the shopper's language. */
  notice?: string | null;
  /** After the line was removed (its controls are gone): the list moves the focus on. */
  onRemoved?: () => void;
}

/**
 * A cart line: image, name, options, price; quantity, edit and remove when editable. A change echoes at once (as
 * Hydrogen's optimistic cart does) while the cart sends it; when it is done the cart's line, which holds the server's
 * answer, replaces the echo: a refusal brings the line back as the server has it, with the server's message.
 */
export function LineItem({ runtime, line: cartLine, money, editable, run, notice = null, onRemoved }: LineItemProps) {
  const t = useT();
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  // The quantity shown while a change is on its way; null while a removal is.
  const [shownQty, echo] = useOptimistic<number | null>(cartLine.qty);
  const line: Line = shownQty === cartLine.qty || shownQty === null ? cartLine : { ...cartLine, qty: shownQty };
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const name = line.name ?? line.sku;
  const total = rowTotal(line);
  const unit = unitPrice(line);
  const messageId = useId();
  // "Crab size: Jumbo · Quantity: Dozen · Qty 1": each option under its own label, then (where it cannot be changed) the count.
  const details = [
    ...(line.option_labels ?? []).map((option) => `${t(option.label as MessageKey)}: ${option.value}`),
    ...(editable ? [] : [t('cart.line.qty', { qty: line.qty })]),
  ];

  // The operation starts outside the transition, so the page shows it busy at once (useBusy).
  function changeQuantity(qty: number) {
    setMessage(null);
    const done = run(() => runtime.cart.updateQuantity(cartLine, qty)).catch(() => null);
    startTransition(async () => {
      echo(qty);
      const diff = await done;
      setMessage(diff ? refusalOf(diff) : 'cart.line.refused');
    });
  }

  function remove() {
    setConfirming(false);
    const done = run(() => runtime.cart.removeItem(cartLine)).catch(() => undefined);
    startTransition(async () => {
      echo(null);
      await done;
      onRemoved?.();
    });
  }

  if (shownQty === null) return null;

  return (
    <li className="flex gap-3 py-4" data-testid="cart-line" data-sku={line.sku} data-notice={notice ? 'true' : undefined}>
      {line.image ? (
        <img
          src={line.image}
          alt=""
          width={150}
          height={150}
          loading="lazy"
          className="size-20 shrink-0 rounded-lg bg-white object-contain ring-1 ring-navy-900/10"
        />
      ) : (
        <span className="size-20 shrink-0 rounded-lg bg-sand-100" aria-hidden="true" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-navy-900">
              {line.href ? (
                <a href={line.href} className="underline-offset-4 hover:underline">
                  {name}
                </a>
              ) : (
                name
              )}
            </p>
            {details.length ? <p className="mt-0.5 text-sm text-muted">{details.join(' · ')}</p> : null}
          </div>
          <div className="shrink-0 text-right" aria-busy={pending}>
            <p className="font-semibold tabular-nums">{total === null ? '' : money(total)}</p>
            {unit !== null && line.qty > 1 ? (
              <p className="text-sm text-muted tabular-nums" data-testid="cart-line-unit">
                {t('cart.line.each', { price: money(unit) })}
              </p>
            ) : null}
          </div>
        </div>
        {editable && !editing && !confirming ? (
          <div className="flex flex-wrap items-center gap-2">
            <QuantityStepper line={line} read={runtime.cart.readQuantity} onChange={changeQuantity} />
            {line.editor ? (
              <button
                ref={editRef}
                type="button"
                className={smallButton}
                onClick={() => setEditing(true)}
                aria-label={t('cart.line.editOf', { name })}
              >
                {t('cart.line.edit')}
              </button>
            ) : null}
            <button
              ref={removeRef}
              type="button"
              className={smallButton}
              onClick={() => setConfirming(true)}
              aria-label={t('cart.line.removeOf', { name })}
            >
              {t('cart.line.remove')}
            </button>
          </div>
        ) : null}
        {confirming ? (
          <RemoveConfirm
            name={name}
            onConfirm={remove}
            onCancel={() => {
              setConfirming(false);
              requestAnimationFrame(() => removeRef.current?.focus());
            }}
          />
        ) : null}
        {editing && line.editor ? (
          <LineEditorForm
            runtime={runtime}
            line={cartLine}
            editor={line.editor}
            run={run}
            onDone={(refusal) => {
              setEditing(false);
              setMessage(refusal);
              requestAnimationFrame(() => editRef.current?.focus());
            }}
          />
        ) : null}
        {notice ? <p className="text-sm font-semibold text-crab-800">{notice}</p> : null}
        {message ? (
          <p id={messageId} role="alert" className="text-sm font-medium text-crab-800">
            {t(message as MessageKey)}
          </p>
        ) : null}
      </div>
    </li>
  );
}
