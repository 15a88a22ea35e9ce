import type { OrderAddressWire } from '@shoreline/domain/wire/order';
import { useT } from '~/i18n/useT';
import { useRootData } from '~/lib/root-data';

/** A country's name in the page's language ("Germany"), or its code where the browser knows none. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * An order's stored address as the thank-you and account pages show it: the name, a business buyer's company,
 * the street, city and region, the country, the phone and the tax id.
 */
export function OrderAddress({ address, showPhone = true }: { address: OrderAddressWire; showPhone?: boolean }) {
  const t = useT();
  const locale = useRootData()?.store.locale ?? 'en-US';
  const region =
    typeof address.region === 'string'
      ? address.region_code || address.region
      : (address.region_code ?? address.region?.region_code ?? address.region?.region);
  return (
    <address className="mt-2 not-italic leading-7">
      <span className="block font-semibold">
        {address.firstname} {address.lastname}
      </span>
      {address.company ? <span className="block">{address.company}</span> : null}
      <span className="block">{(address.street ?? []).filter(Boolean).join(', ')}</span>
      <span className="block">
        {address.city}
        {region ? `, ${region}` : ''} {address.postcode}
      </span>
      {address.country_id ? <span className="block">{countryName(address.country_id, locale)}</span> : null}
      {showPhone && address.telephone ? <span className="block text-muted">{address.telephone}</span> : null}
      {address.vat_id ? <span className="block">{t('order.address.taxId', { id: address.vat_id })}</span> : null}
    </address>
  );
}
