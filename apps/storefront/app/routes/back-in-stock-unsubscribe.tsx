import { pageMeta, titleWithStore } from '~/features/seo';
import { StopAlertPage } from '~/features/stock-alerts/StopAlertPage';
import { loadStopAlert, NO_STORE, submitStopAlert } from '~/features/stock-alerts/stop-alert.server';
import { metaTranslator, rootDataOf } from '~/lib/root-data';
import type { Route } from './+types/back-in-stock-unsubscribe';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStopAlert(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitStopAlert(request, context);
}

export function headers(): HeadersInit {
  return NO_STORE;
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const t = metaTranslator(matches);
  return pageMeta(loaderData.seo, {
    title: titleWithStore(rootDataOf(matches), t('alerts.stop.title')),
    description: t('alerts.stop.intro'),
    noindex: true,
  });
}

export default function BackInStockUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <StopAlertPage token={loaderData.token} result={actionData} />;
}
