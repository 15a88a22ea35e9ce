import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { CLAIM_DESCRIPTION_MAX, CLAIM_PHOTO_TYPES, CLAIM_REASONS } from '@shoreline/domain/forms/claims';
import type { SessionApi } from '~/features/session';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import type { PriceFormat } from '@shoreline/domain/money';
import { useMoney } from '~/lib/money';
import { formatDate } from '../format';
import { controlClass, TextField } from '~/ui/TextField';
import { FormStatus, type FormNotice } from '~/ui/forms/FormStatus';
import { focusFirstInvalid } from '../ui/focus-invalid';
import { fetchClaimPhoto, fetchOrderClaims, fileClaim, uploadClaimPhoto, type CustomerClaim, type OrderClaims } from './claims-api';
import { checkClaim, FIELD_ORDER, isClaimReason, linesOf, refusalErrors, type ClaimDraft, type ClaimErrors } from './claim-form';

interface Props {
  session: SessionApi;
  orderId: number;
  locale: string;
  priceFormat: PriceFormat;
}

type Loaded = OrderClaims | 'failed' | null;

/**
 * The order page's freshness guarantee: the claims made for the order and their outcome, and, while the order
 * is in its claim window, the form that reports a problem (which items, what is wrong, a description and a photo).
 * Loaded on demand with the order page only.
 */
export default function OrderClaimsSection({ session, orderId, locale, priceFormat }: Props) {
  const t = useT();
  const format = useMoney(priceFormat);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [notice, setNotice] = useState<FormNotice>(null);

  const load = useCallback(async () => {
    const data = await fetchOrderClaims(session, orderId);
    setLoaded(data ?? 'failed');
  }, [session, orderId]);

  useEffect(() => {
    let active = true;
    void fetchOrderClaims(session, orderId).then((data) => {
      if (active) setLoaded(data ?? 'failed');
    });
    return () => {
      active = false;
    };
  }, [session, orderId]);

  if (loaded === null) return null;
  if (loaded === 'failed') return null;
  const money = (cents: number) => format(cents / 100);
  const explanation = loaded.can_claim
    ? t('account.claims.intro', { date: formatDate(loaded.window_ends_on, locale) })
    : loaded.refusal?.reason === 'claim.window_over'
      ? t('account.claims.error.windowOver', { date: formatDate(loaded.window_ends_on, locale) })
      : loaded.refusal?.reason === 'claim.not_delivered'
        ? t('account.claims.notDelivered')
        : null;

  return (
    <section aria-labelledby={titleId} className="space-y-4" data-testid="order-claims">
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className="text-xl font-semibold">
        {t('account.claims.title')}
      </h3>
      {explanation ? <p className="text-muted">{explanation}</p> : null}
      {loaded.claims.length > 0 ? (
        <ul className="space-y-3">
          {loaded.claims.map((claim) => (
            <ClaimEntry key={claim.id} claim={claim} session={session} locale={locale} money={money} />
          ))}
        </ul>
      ) : null}
      <FormStatus notice={notice} />
      {loaded.can_claim && !formOpen ? (
        <button
          ref={openerRef}
          type="button"
          className={buttonClass('ghost')}
          aria-expanded={false}
          onClick={() => {
            setNotice(null);
            setFormOpen(true);
          }}
        >
          {t('account.claims.report')}
        </button>
      ) : null}
      {loaded.can_claim && formOpen ? (
        <ClaimForm
          session={session}
          orderId={orderId}
          claims={loaded}
          locale={locale}
          money={money}
          onCancel={() => {
            setFormOpen(false);
            requestAnimationFrame(() => openerRef.current?.focus());
          }}
          onFiled={async () => {
            setFormOpen(false);
            setNotice({ kind: 'success', text: t('account.claims.sent') });
            await load();
            titleRef.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}

function ClaimEntry({
  claim,
  session,
  locale,
  money,
}: {
  claim: CustomerClaim;
  session: SessionApi;
  locale: string;
  money: (cents: number) => string;
}) {
  const t = useT();
  const outcome =
    claim.status === 'approved' && claim.amount_cents !== null
      ? t(claim.resolution === 'refund' ? 'account.claims.approvedRefund' : 'account.claims.approvedCredit', {
          amount: money(claim.amount_cents),
        })
      : claim.status === 'declined'
        ? t('account.claims.declinedBecause', { reason: claim.decline_reason ?? '' })
        : t('account.claims.reviewing');
  return (
    <li className="flex flex-wrap items-start gap-4 rounded-2xl border border-navy-900/10 bg-white p-4" data-testid="order-claim">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">
          {t('account.claims.claim', { id: claim.id, date: formatDate(claim.created_at, locale) })}:{' '}
          <span data-testid="claim-status">{t(`account.claims.status.${claim.status}`)}</span>
        </p>
        <p className="text-sm">
          {t(`account.claims.reason.${claim.reason}`)} ·{' '}
          {claim.lines.map((line) => t('account.claims.line', { qty: line.qty, name: line.name })).join(', ')}
        </p>
        <p className="text-sm">{outcome}</p>
      </div>
      {claim.has_photo ? <ClaimPhoto session={session} claimId={claim.id} /> : null}
    </li>
  );
}

/** The claim's photo, fetched with the token (it is never a public address). */
function ClaimPhoto({ session, claimId }: { session: SessionApi; claimId: number }) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    let created: string | null = null;
    void fetchClaimPhoto(session, claimId).then((blob) => {
      if (!active || !blob) return;
      created = URL.createObjectURL(blob);
      setUrl(created);
    });
    return () => {
      active = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [session, claimId]);
  if (!url) return null;
  return <img src={url} alt={t('account.claims.photoAlt', { id: claimId })} className="h-24 w-24 rounded-xl object-cover" />;
}

const EMPTY_DRAFT: ClaimDraft = { qty: {}, reason: '', description: '', photo: null };

interface ClaimFormProps {
  session: SessionApi;
  orderId: number;
  claims: OrderClaims;
  locale: string;
  money: (cents: number) => string;
  onCancel: () => void;
  onFiled: () => Promise<void>;
}

/** What ties the claim form's controls to their errors: ids, the error state and the border that goes with it. */
function claimControls(id: string, errors: ClaimErrors) {
  const fieldId = (field: string) => `${id}-${field}`;
  const errorId = (field: string) => `${id}-${field}-error`;
  const described = (field: keyof ClaimErrors, hint?: string) =>
    [hint, errors[field] ? errorId(field) : null].filter(Boolean).join(' ') || undefined;
  const invalid = (field: keyof ClaimErrors) => (errors[field] ? true : undefined);
  const border = (field: keyof ClaimErrors) => (errors[field] ? 'border-crab-700 ring-1 ring-crab-700' : 'border-navy-900/25');
  /** What the reason and photo controls take alike: the id, the error state and the look that goes with it. */
  const control = (field: 'reason' | 'photo') => ({
    id: fieldId(field),
    'aria-invalid': invalid(field),
    'aria-describedby': described(field),
    className: `${controlClass} ${border(field)} mt-1.5`,
  });
  return { fieldId, errorId, described, invalid, border, control };
}

type ClaimControls = ReturnType<typeof claimControls>;

/**
 * Sends a claim: the photo first, then the claim naming it. A refusal shows the errors and moves the focus to the
 * first field that has one (or the form's message).
 */
function useClaimSending(props: ClaimFormProps, formRef: RefObject<HTMLFormElement | null>) {
  const t = useT();
  const [errors, setErrors] = useState<ClaimErrors>({});
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);

  const refuse = (found: ClaimErrors) => {
    setErrors(found);
    setNotice(found.form ? { kind: 'error', text: t(found.form, { date: formatDate(props.claims.window_ends_on, props.locale) }) } : null);
    const form = formRef.current;
    if (form && FIELD_ORDER.some((field) => found[field])) focusFirstInvalid(form);
  };
  const refusalOf = (error: { code: number; reason?: Parameters<typeof refusalErrors>[0] }) =>
    error.code === 0 ? { form: 'account.error.generic' as const } : refusalErrors(error.reason);

  const send = async (draft: ClaimDraft, file: File | null) => {
    if (busy) return;
    const found = checkClaim(draft);
    if (Object.keys(found).length > 0 || !file) return refuse(found);
    setBusy(true);
    setErrors({});
    setNotice({ kind: 'progress', text: t('account.claims.sending') });
    const photo = await uploadClaimPhoto(props.session, file);
    if (!photo.ok) {
      setBusy(false);
      return refuse(refusalOf(photo.error));
    }
    const filed = await fileClaim(props.session, props.orderId, {
      lines: linesOf(draft),
      reason: draft.reason || 'other',
      description: draft.description.trim(),
      photo: photo.data.photo,
    });
    setBusy(false);
    if (!filed.ok) return refuse(refusalOf(filed.error));
    await props.onFiled();
  };
  return { errors, notice, busy, send };
}

function ClaimForm(props: ClaimFormProps) {
  const t = useT();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ClaimDraft>(EMPTY_DRAFT);
  const [file, setFile] = useState<File | null>(null);
  const { errors, notice, busy, send } = useClaimSending(props, formRef);
  const controls = claimControls(id, errors);
  const change = (patch: Partial<ClaimDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(draft, file);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
      className="space-y-5 rounded-2xl border border-navy-900/10 bg-white p-5"
      data-testid="claim-form"
    >
      <h4 id={`${id}-title`} className="text-lg font-semibold">
        {t('account.claims.formTitle')}
      </h4>
      <ClaimLines claims={props.claims} money={props.money} draft={draft} change={change} controls={controls} error={errors.lines} />

      <ClaimField
        htmlFor={controls.fieldId('reason')}
        label={t('account.claims.reason')}
        errorId={controls.errorId('reason')}
        error={errors.reason}
      >
        <select
          {...controls.control('reason')}
          value={draft.reason}
          onChange={(event) => change({ reason: isClaimReason(event.target.value) ? event.target.value : '' })}
        >
          <option value="">{t('account.claims.choose')}</option>
          {CLAIM_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`account.claims.reason.${reason}`)}
            </option>
          ))}
        </select>
      </ClaimField>

      <TextField
        multiline
        id={controls.fieldId('description')}
        label={t('account.claims.description')}
        error={errors.description ? t(errors.description) : null}
        rows={4}
        maxLength={CLAIM_DESCRIPTION_MAX}
        value={draft.description}
        onValue={(description) => change({ description })}
      />

      <ClaimField
        htmlFor={controls.fieldId('photo')}
        label={t('account.claims.photo')}
        errorId={controls.errorId('photo')}
        error={errors.photo}
      >
        <p id={`${id}-photo-hint`} className="mt-0.5 text-sm text-muted">
          {t('account.claims.photoHint')}
        </p>
        <input
          {...controls.control('photo')}
          type="file"
          required
          accept={CLAIM_PHOTO_TYPES.join(',')}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            change({ photo: chosen ? { type: chosen.type, size: chosen.size } : null });
          }}
          aria-describedby={controls.described('photo', `${id}-photo-hint`)}
        />
      </ClaimField>

      <FormStatus notice={notice} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} aria-disabled={busy}>
          {t('account.claims.send')}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={props.onCancel}>
          {t('account.claims.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Which items and how many: a quantity per claimable line (the first carries the lines' error). */
function ClaimLines(props: {
  claims: OrderClaims;
  money: (cents: number) => string;
  draft: ClaimDraft;
  change: (patch: Partial<ClaimDraft>) => void;
  controls: ClaimControls;
  error: ClaimErrors['lines'];
}) {
  const t = useT();
  const { draft, change, controls } = props;
  const lines = props.claims.lines.filter((line) => line.claimable_qty > 0);
  return (
    <fieldset className="space-y-3" aria-describedby={props.error ? controls.errorId('lines') : undefined}>
      <legend className="font-medium">{t('account.claims.items')}</legend>
      {lines.map((line, index) => (
        <div key={line.item_id} className="flex flex-wrap items-center justify-between gap-3">
          <label htmlFor={controls.fieldId(`qty-${line.item_id}`)} className="min-w-0 flex-1">
            {t('account.claims.itemQty', { name: line.name, count: line.claimable_qty })}
            <span className="block text-sm text-muted">{props.money(line.paid_cents)}</span>
          </label>
          <input
            id={controls.fieldId(`qty-${line.item_id}`)}
            type="number"
            inputMode="numeric"
            min={0}
            max={line.claimable_qty}
            step={1}
            value={draft.qty[line.item_id] ?? 0}
            onChange={(event) => {
              const qty = Math.max(0, Math.min(line.claimable_qty, Math.trunc(Number(event.target.value) || 0)));
              change({ qty: { ...draft.qty, [line.item_id]: qty } });
            }}
            aria-invalid={index === 0 ? controls.invalid('lines') : undefined}
            aria-describedby={index === 0 ? controls.described('lines') : undefined}
            className={`${controlClass.replace('w-full', 'w-24')} ${controls.border('lines')}`}
          />
        </div>
      ))}
      {props.error ? (
        <p id={controls.errorId('lines')} className="text-sm font-medium text-crab-700">
          {t(props.error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A labelled control of the claim form with its error under it. */
function ClaimField(props: {
  htmlFor: string;
  label: string;
  errorId: string;
  error: ClaimErrors[keyof ClaimErrors];
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={props.htmlFor} className="block font-medium">
        {props.label}
      </label>
      {props.children}
      <FieldError id={props.errorId} error={props.error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: ClaimErrors[keyof ClaimErrors] }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-crab-700">
      {t(error)}
    </p>
  );
}
