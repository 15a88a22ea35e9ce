import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type { RecipientDayWire } from '@shoreline/domain/wire/recipient-day';
import type { MessageKey } from '~/i18n/translate';
import { useLocale, useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { TextField } from '~/ui/TextField';
import { FormPage } from '~/ui/forms/FormPage';
import { FormStatus, type FormNotice } from '~/ui/forms/FormStatus';
import type { GiftDayLink, GiftDayRefusal, GiftDayResult } from './gift-day.server';

const REFUSALS: Record<GiftDayRefusal, MessageKey> = {
  full: 'order.giftDay.error.full',
  address: 'order.giftDay.error.address',
  generic: 'order.giftDay.error.generic',
};

const dayIn = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

interface Props {
  link: GiftDayLink;
  view: RecipientDayWire | null;
  result: GiftDayResult | undefined;
}

/**
 * The gift recipient's page (issue 38): the days they may choose as radio buttons (a full or paused one shown, not
 * choosable), the address to confirm or correct (the state stays), and one button. A plain form posted to the route's
 * action: no script needed. Once chosen, it says when the gift arrives.
 */
export function GiftDayPage({ link, view, result }: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const busy = useNavigation().state !== 'idle';
  const current = result?.status === 'chosen' ? result.view : view;
  const notice: FormNotice =
    result?.status === 'refused'
      ? { kind: 'error', text: t(REFUSALS[result.refusal]) }
      : result?.status === 'chosen' && result.view.delivery_date
        ? { kind: 'success', text: t('order.giftDay.chosen', { date: dayIn(result.view.delivery_date, locale) }) }
        : null;
  if (!current)
    return (
      <FormPage titleId={`${id}-title`} title={t('order.giftDay.title')}>
        <FormStatus notice={{ kind: 'error', text: t('order.giftDay.invalid') }} />
      </FormPage>
    );
  const sender = current.sender_name || t('order.giftDay.someone');
  const open = current.dates.filter((day) => day.status === 'open');
  return (
    <FormPage titleId={`${id}-title`} title={t('order.giftDay.title')}>
      <FormStatus notice={notice} />
      {current.state === 'chosen' && current.delivery_date && !notice ? (
        <p data-testid="gift-day-chosen">{t('order.giftDay.chosen', { date: dayIn(current.delivery_date, locale) })}</p>
      ) : null}
      {current.state === 'lapsed' ? <p>{t('order.giftDay.lapsed', { sender })}</p> : null}
      {current.state === 'waiting' ? (
        <Form method="post" className="space-y-5" aria-labelledby={`${id}-title`}>
          <p>{t('order.giftDay.intro', { sender, date: dayIn(current.choose_until, locale) })}</p>
          {Object.entries(link).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {open.length === 0 ? <p>{t('order.giftDay.noDates', { sender })}</p> : null}
          <fieldset className="space-y-2">
            <legend className="font-semibold">{t('order.giftDay.dates')}</legend>
            {current.dates.map((day) => {
              const choosable = day.status === 'open';
              const note = day.status === 'full' ? t('order.giftDay.full') : day.status === 'paused' ? t('order.giftDay.paused') : '';
              return (
                <label key={day.date} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="delivery_date"
                    value={day.date}
                    required
                    disabled={!choosable}
                    defaultChecked={choosable && day.date === open[0]?.date}
                    className="size-6 accent-navy-900"
                  />
                  <span>{note ? `${dayIn(day.date, locale)} (${note})` : dayIn(day.date, locale)}</span>
                </label>
              );
            })}
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="font-semibold">{t('order.giftDay.address')}</legend>
            <p>{current.recipient_name}</p>
            <TextField
              id={`${id}-street`}
              name="street"
              label={t('order.giftDay.street')}
              autoComplete="street-address"
              defaultValue={current.address.street.join(', ')}
            />
            <TextField
              id={`${id}-city`}
              name="city"
              label={t('order.giftDay.city')}
              autoComplete="address-level2"
              defaultValue={current.address.city}
            />
            <TextField
              id={`${id}-postcode`}
              name="postcode"
              label={t('order.giftDay.postcode')}
              autoComplete="postal-code"
              inputMode="numeric"
              defaultValue={current.address.postcode}
            />
            <p className="text-sm text-muted">{t('order.giftDay.state', { state: current.address.region_code, sender })}</p>
          </fieldset>
          <button type="submit" className={buttonClass('primary')} aria-disabled={busy || open.length === 0}>
            {t('order.giftDay.submit')}
          </button>
        </Form>
      ) : null}
    </FormPage>
  );
}
