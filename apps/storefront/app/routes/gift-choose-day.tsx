import { giftDayMeta, GiftDayPage } from '~/features/gift-day';
import { loadGiftDay, NO_STORE, submitGiftDay } from '~/features/gift-day/index.server';
import { routeMessages } from '~/i18n/messages.server';
import type { Route } from './+types/gift-choose-day';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await loadGiftDay(request, context)), messages: await routeMessages(context, ['order']) };
}

export function action({ request, context }: Route.ActionArgs) {
  return submitGiftDay(request, context);
}

export function headers(): HeadersInit {
  return NO_STORE;
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? giftDayMeta(loaderData.seo, matches) : [];
}

export default function GiftChooseDay({ loaderData, actionData }: Route.ComponentProps) {
  return <GiftDayPage link={loaderData.link} view={loaderData.view} result={actionData} />;
}
