import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { OrderChangePriceWire, OrderChangeProposal } from '@shoreline/domain/wire/order-changes';
import { addressSchema } from '@shoreline/domain/forms/address';
import { addressFromForm, formFromAddress, EMPTY_ADDRESS_FORM, type AddressFormValues } from '@shoreline/domain/forms/address-form';
import { US_STATES, usStateByCode } from '@shoreline/domain/geo/us-states';
import type { OrderAddressWire } from '@shoreline/domain/wire/address';
import type { MessageKey } from '~/i18n/translate';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { controlClass, TextField } from '~/ui/TextField';
import type { FormNotice } from '~/ui/forms/FormStatus';
import type { ChangeCalls } from './changes-api';

type Line = OrderChangePriceWire['lines'][number];
type Part = 'items' | 'address' | null;

interface Props {
  calls: ChangeCalls;
  /** The order's delivery address, which the address form starts from. */
  address: OrderAddressWire | null;
  /** A change to review before it is made (the review shows its price first). */
  onPropose: (proposal: OrderChangeProposal) => void;
  onNotice: (notice: FormNotice) => void;
}

/**
 * "Change items" (quantities, remove, add a product found by name) and "Change address" (the checkout's address rules):
 * each ends in a proposal whose price the customer reviews before anything changes. Loaded on demand with the order's
 * own changes.
 */
export default function ChangeOrder({ calls, address, onPropose, onNotice }: Props) {
  const t = useT();
  const [part, setPart] = useState<Part>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setPart(null);
    requestAnimationFrame(() => openerRef.current?.focus());
  };
  if (part === 'items') return <ChangeItems calls={calls} onPropose={onPropose} onNotice={onNotice} onClose={close} />;
  if (part === 'address') return <ChangeAddress address={address} onPropose={onPropose} onClose={close} />;
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" ref={openerRef} className={buttonClass('primary')} onClick={() => setPart('items')}>
        {t('order.edit.items')}
      </button>
      <button type="button" className={buttonClass('primary')} onClick={() => setPart('address')}>
        {t('order.edit.address')}
      </button>
    </div>
  );
}

/** A form's "See the new price" (its submit) and "Back". */
function ReviewOrBack({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className={buttonClass('primary')}>
        {t('order.edit.review')}
      </button>
      <button type="button" className={buttonClass('ghost')} onClick={onClose}>
        {t('order.edit.back')}
      </button>
    </div>
  );
}

/** A new line: a product found by name, by its sku. */
interface NewLine {
  sku: string;
  name: string;
  qty: number;
}

/** The order's lines with a quantity each (0 removes one), and products to add; the proposal is the whole list after the change. */
function ChangeItems({ calls, onPropose, onNotice, onClose }: Pick<Props, 'calls' | 'onPropose' | 'onNotice'> & { onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [lines, setLines] = useState<Line[] | null>(null);
  const [added, setAdded] = useState<NewLine[]>([]);

  useEffect(() => {
    let active = true;
    // The preview of no change answers the order's lines as they are, with their ids.
    void calls.preview({}).then((answer) => {
      if (!active) return;
      if (answer.ok) setLines(answer.data.lines.filter((line) => line.item_id !== null));
      else onNotice({ kind: 'error', text: answer.error.message || t('order.changes.error.generic') });
    });
    return () => {
      active = false;
    };
  }, [calls, onNotice, t]);
  useEffect(() => titleRef.current?.focus(), [lines]);

  if (!lines) return <p role="status">{t('order.edit.loading')}</p>;
  const setQty = (index: number, qty: number) => setLines(lines.map((line, at) => (at === index ? { ...line, qty } : line)));
  function submit(event: FormEvent) {
    event.preventDefault();
    const kept = (lines ?? []).map((line) => ({ item_id: line.item_id ?? 0, qty: line.qty }));
    const fresh = added.map((line) => ({ sku: line.sku, qty: line.qty }));
    if (![...kept, ...fresh].some((line) => line.qty > 0)) return onNotice({ kind: 'error', text: t('order.edit.noItems') });
    onPropose({ lines: [...kept, ...fresh] });
  }
  return (
    <form className="space-y-3" onSubmit={submit} aria-labelledby={titleId}>
      <h4 id={titleId} ref={titleRef} tabIndex={-1} className="font-semibold">
        {t('order.edit.items')}
      </h4>
      <ul className="space-y-2">
        {lines.map((line, index) => (
          <QtyRow key={line.item_id} name={line.name} qty={line.qty} onQty={(qty) => setQty(index, qty)} />
        ))}
        {added.map((line, index) => (
          <QtyRow
            key={line.sku}
            name={line.name}
            qty={line.qty}
            onQty={(qty) => setAdded(added.map((row, at) => (at === index ? { ...row, qty } : row)))}
          />
        ))}
      </ul>
      <ProductPicker onPick={(line) => setAdded((rows) => (rows.some((row) => row.sku === line.sku) ? rows : [...rows, line]))} />
      <ReviewOrBack onClose={onClose} />
    </form>
  );
}

/** One line: its name, a labelled quantity and "Remove" (quantity 0). */
function QtyRow({ name, qty, onQty }: { name: string; qty: number; onQty: (qty: number) => void }) {
  const t = useT();
  const id = useId();
  return (
    <li className="flex flex-wrap items-end gap-3" data-testid="change-line">
      <div>
        <label htmlFor={id} className="block font-medium">
          {t('order.edit.qtyOf', { name })}
        </label>
        <input
          id={id}
          type="number"
          min={0}
          max={999}
          inputMode="numeric"
          className={`${controlClass} w-28`}
          value={qty}
          onChange={(event) => onQty(Math.max(0, Math.min(999, Math.trunc(Number(event.target.value) || 0))))}
        />
      </div>
      <button type="button" className={buttonClass('ghost')} onClick={() => onQty(0)} disabled={qty === 0}>
        {t('order.edit.remove', { name })}
      </button>
    </li>
  );
}

type SearchResults = { query: string; listing: { items: Array<{ sku: string; name: string; price: string; inStock: boolean }> } };

/** "Add a product": a search by name (the search page's own preview), its results as buttons that add one. */
function ProductPicker({ onPick }: { onPick: (line: NewLine) => void }) {
  const t = useT();
  const id = useId();
  const fetcher = useFetcher<SearchResults>();
  const [term, setTerm] = useState('');
  const load = fetcher.load;
  useEffect(() => {
    const query = term.trim();
    if (query.length < 2) return;
    const timer = setTimeout(() => load(`/search?${new URLSearchParams({ q: query, preview: '1' }).toString()}`), 250);
    return () => clearTimeout(timer);
  }, [term, load]);
  const items = term.trim().length >= 2 ? (fetcher.data?.listing.items ?? []).filter((item) => item.inStock).slice(0, 6) : [];
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-medium">
        {t('order.edit.find')}
      </label>
      <input id={id} type="search" className={controlClass} value={term} onChange={(event) => setTerm(event.target.value)} />
      <ul className="space-y-1" aria-live="polite" aria-label={t('order.edit.found')}>
        {items.map((item) => (
          <li key={item.sku}>
            <button type="button" className={buttonClass('secondary')} onClick={() => onPick({ sku: item.sku, name: item.name, qty: 1 })}>
              {t('order.edit.add', { name: item.name, price: item.price })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const TEXT_FIELDS: Array<{ field: keyof AddressFormValues; label: MessageKey; auto: string; type?: string }> = [
  { field: 'firstName', label: 'order.edit.field.firstName', auto: 'given-name' },
  { field: 'lastName', label: 'order.edit.field.lastName', auto: 'family-name' },
  { field: 'street', label: 'order.edit.field.street', auto: 'address-line1' },
  { field: 'apartment', label: 'order.edit.field.apartment', auto: 'address-line2' },
  { field: 'city', label: 'order.edit.field.city', auto: 'address-level2' },
  { field: 'zip', label: 'order.edit.field.zip', auto: 'postal-code' },
  { field: 'phone', label: 'order.edit.field.phone', auto: 'tel', type: 'tel' },
];

/** Where an address rule's problem shows: the wire's field as the form's. */
const FORM_FIELD: Record<string, keyof AddressFormValues> = {
  firstname: 'firstName',
  lastname: 'lastName',
  street: 'street',
  city: 'city',
  postcode: 'zip',
  region: 'regionId',
  region_code: 'regionId',
  region_id: 'regionId',
  telephone: 'phone',
};

/** The order's address (any field may be missing) as the form's values. */
function formOf(address: OrderAddressWire | null): AddressFormValues {
  if (!address) return EMPTY_ADDRESS_FORM;
  const code = address.region_code || (typeof address.region === 'object' ? address.region.region_code : '') || '';
  return formFromAddress({
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    company: address.company ?? '',
    street: address.street ?? [],
    city: address.city ?? '',
    postcode: address.postcode ?? '',
    country_id: address.country_id ?? null,
    region_id: usStateByCode(code)?.id ?? null,
    telephone: address.telephone ?? '',
  });
}

/** The new delivery address: the checkout's rules (the shared schema) before the price is asked for; the first problem takes focus. */
function ChangeAddress({ address, onPropose, onClose }: Pick<Props, 'address' | 'onPropose'> & { onClose: () => void }) {
  const t = useT();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AddressFormValues>(() => formOf(address));
  const [errors, setErrors] = useState<Partial<Record<keyof AddressFormValues, true>>>({});
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const wire = addressFromForm(values);
    const checked = addressSchema().safeParse(wire);
    if (checked.success) return onPropose({ shipping_address: { ...wire } });
    const found: Partial<Record<keyof AddressFormValues, true>> = {};
    for (const issue of checked.error.issues) found[FORM_FIELD[String(issue.path[0])] ?? 'street'] = true;
    setErrors(found);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }
  const set = (field: keyof AddressFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const invalid = t('order.edit.field.invalid');
  return (
    <form ref={formRef} className="space-y-3" onSubmit={submit} noValidate aria-label={t('order.edit.address')}>
      <div className="grid gap-3 sm:grid-cols-2">
        {TEXT_FIELDS.map((spec) => (
          <TextField
            key={spec.field}
            id={`${id}-${spec.field}`}
            label={t(spec.label)}
            autoComplete={`shipping ${spec.auto}`}
            type={spec.type ?? 'text'}
            value={values[spec.field] ?? ''}
            onValue={set(spec.field)}
            error={errors[spec.field] ? invalid : null}
          />
        ))}
        <div>
          <label htmlFor={`${id}-state`} className="block font-medium">
            {t('order.edit.field.state')}
          </label>
          <select
            id={`${id}-state`}
            className={`${controlClass} mt-1.5`}
            value={values.regionId}
            aria-invalid={errors.regionId ? true : undefined}
            aria-describedby={errors.regionId ? `${id}-state-error` : undefined}
            autoComplete="shipping address-level1"
            onChange={(event) => set('regionId')(event.target.value)}
          >
            <option value="">{t('order.edit.field.chooseState')}</option>
            {US_STATES.map((state) => (
              <option key={state.id} value={String(state.id)}>
                {state.name}
              </option>
            ))}
          </select>
          {errors.regionId ? (
            <p id={`${id}-state-error`} className="mt-1 text-sm text-crab-700">
              {invalid}
            </p>
          ) : null}
        </div>
      </div>
      <ReviewOrBack onClose={onClose} />
    </form>
  );
}
