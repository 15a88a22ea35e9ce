import { titledPageMeta } from '~/features/seo';
import { StopAlertPage } from '~/features/stock-alerts/StopAlertPage';
import { loadStopAlert, NO_STORE, submitStopAlert } from '~/features/stock-alerts/stop-alert.server';
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
  return loaderData
    ? titledPageMeta(loaderData.seo, matches, { title: 'alerts.stop.title', description: 'alerts.stop.intro', noindex: true })
    : [];
}

export default function BackInStockUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <StopAlertPage token={loaderData.token} result={actionData} />;
}
