import { lazy, Suspense } from 'react';
import { useT } from '~/i18n/useT';
import type { CardFieldsHandle } from './collect-js.client';
import type { CardSettings } from './methods';

const CardFieldsChunk = lazy(() => import('./CardFields').then((module) => ({ default: module.CardFields })));

/**
 * The card's hosted fields, loaded when a card payment is on screen (the checkout and the pay page of an order
 * placed offline share them; neither carries them in its first load).
 */
export function LazyCardFields(props: { settings: CardSettings; onHandle: (handle: CardFieldsHandle | null) => void }) {
  const t = useT();
  return (
    <Suspense fallback={<p role="status">{t('checkout.card.loading')}</p>}>
      <CardFieldsChunk {...props} />
    </Suspense>
  );
}
