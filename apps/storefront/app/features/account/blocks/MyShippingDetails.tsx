import { useId, useRef, useState } from 'react';
import type { SavedAddress } from '~/features/session';
import type { MessageKey } from '~/i18n/translate';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { deleteAddress, saveAddresses, toAddressInput, type SavedAddressInput } from '../account-api';
import { withAddress } from '../address-book';
import { FormStatus, type FormNotice } from '~/ui/forms/FormStatus';
import { AddressForm } from './AddressForm';
import type { BlockProps } from './BlockProps';

type DefaultKind = 'default_shipping' | 'default_billing';

/** The two defaults an address can be made, each offered while the address is not it yet. */
const DEFAULT_KINDS: Array<{ kind: DefaultKind; label: MessageKey }> = [
  { kind: 'default_shipping', label: 'account.address.makeShipping' },
  { kind: 'default_billing', label: 'account.address.makeBilling' },
];

type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress } | null;

/** MyShippingDetails: the address book (list, add, edit, delete with confirmation, default shipping and billing). */
export function MyShippingDetails({ session, user }: BlockProps) {
  const t = useT();
  const id = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const addresses = user.addresses ?? [];

  async function save(input: SavedAddressInput) {
    setBusy(true);
    setNotice({ kind: 'progress', text: t('account.address.saving') });
    const answer = await saveAddresses(session, user, withAddress(addresses, input));
    if (answer.ok) {
      await session.reloadUser();
      if (editing) focusAddButton();
      setEditing(null);
      setNotice({ kind: 'success', text: t('account.address.saved') });
    } else setNotice({ kind: 'error', text: t('account.error.tryAgain') });
    setBusy(false);
  }

  async function remove(address: SavedAddress) {
    setBusy(true);
    setConfirming(null);
    setNotice({ kind: 'progress', text: t('account.address.removing') });
    const answer = await deleteAddress(session, address.id);
    if (answer.ok) {
      await session.reloadUser();
      setNotice({ kind: 'success', text: t('account.address.deleted') });
    } else setNotice({ kind: 'error', text: t('account.error.tryAgain') });
    setBusy(false);
    focusAddButton();
  }

  function makeDefault(address: SavedAddress, kind: DefaultKind) {
    void save({ ...toAddressInput(address), [kind]: true });
  }

  // The add button comes back with the next render: focus it then.
  const focusAddButton = () => setTimeout(() => addButton.current?.focus());

  function closeForm() {
    setEditing(null);
    focusAddButton();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        {t('account.address.title')}
      </h2>
      {addresses.length === 0 ? <p className="text-muted">{t('account.address.empty')}</p> : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {addresses.map((address) => (
          <li
            key={address.id}
            className="flex flex-col gap-4 rounded-2xl border border-navy-900/10 bg-white p-5"
            data-testid="saved-address"
          >
            <AddressLines address={address} />
            <p className="flex flex-wrap gap-2 text-sm">
              {address.default_shipping ? (
                <span className="rounded-full bg-navy-100 px-3 py-1 font-medium">{t('account.address.defaultShipping')}</span>
              ) : null}
              {address.default_billing ? (
                <span className="rounded-full bg-navy-100 px-3 py-1 font-medium">{t('account.address.defaultBilling')}</span>
              ) : null}
            </p>
            {confirming === address.id ? (
              <div role="group" aria-label={t('account.address.confirmDelete')} className="rounded-xl bg-sand-100 p-4">
                <p className="font-medium">{t('account.address.confirmDelete')}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    autoFocus
                    className={buttonClass('primary', 'min-h-11 px-4 text-sm')}
                    onClick={() => void remove(address)}
                  >
                    {t('account.address.confirmYes')}
                  </button>
                  <button type="button" className={buttonClass('ghost', 'min-h-11 px-4 text-sm')} onClick={() => setConfirming(null)}>
                    {t('account.action.cancel')}
                  </button>
                </div>
              </div>
            ) : (
              <div className="mt-auto flex flex-wrap gap-2 text-sm">
                <button
                  type="button"
                  className={buttonClass('ghost', 'min-h-11 px-4 text-sm')}
                  disabled={busy}
                  onClick={() => setEditing({ kind: 'edit', address })}
                  aria-label={t('account.address.editNamed', { street: address.street[0] ?? '' })}
                >
                  {t('account.action.edit')}
                </button>
                <button
                  type="button"
                  className={buttonClass('ghost', 'min-h-11 px-4 text-sm')}
                  disabled={busy}
                  onClick={() => setConfirming(address.id)}
                  aria-label={t('account.address.deleteNamed', { street: address.street[0] ?? '' })}
                >
                  {t('account.action.delete')}
                </button>
                {DEFAULT_KINDS.filter(({ kind }) => !address[kind]).map(({ kind, label }) => (
                  <button
                    key={kind}
                    type="button"
                    className="min-h-11 px-2 font-semibold underline underline-offset-4"
                    disabled={busy}
                    onClick={() => makeDefault(address, kind)}
                  >
                    {t(label)}
                  </button>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      <FormStatus notice={notice} />
      {editing ? (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.id : 'new'}
          address={editing.kind === 'edit' ? editing.address : null}
          fallbackName={user}
          busy={busy}
          onSave={(input) => void save(input)}
          onCancel={closeForm}
        />
      ) : (
        <button ref={addButton} type="button" className={buttonClass('secondary')} onClick={() => setEditing({ kind: 'new' })}>
          {t('account.address.add')}
        </button>
      )}
    </section>
  );
}

export function AddressLines({
  address,
}: {
  address: Pick<SavedAddress, 'firstname' | 'lastname' | 'company' | 'street' | 'city' | 'postcode' | 'telephone' | 'vat_id'> & {
    region?: SavedAddress['region'] | string;
  };
}) {
  const t = useT();
  const region = typeof address.region === 'string' ? address.region : address.region?.region_code || address.region?.region;
  return (
    <address className="not-italic leading-7">
      <span className="block font-semibold">
        {address.firstname} {address.lastname}
      </span>
      {address.company ? <span className="block">{address.company}</span> : null}
      <span className="block">{address.street.filter(Boolean).join(', ')}</span>
      <span className="block">
        {address.city}
        {region ? `, ${region}` : ''} {address.postcode}
      </span>
      <span className="block text-muted">{address.telephone}</span>
      {address.vat_id ? <span className="block text-muted">{t('account.address.taxId', { id: address.vat_id })}</span> : null}
    </address>
  );
}
