import { giftDayMeta, GiftDayPage } from '~/features/gift-day';
import { loadGiftDay, NO_STORE, submitGiftDay } from '~/features/gift-day/index.server';
import { routeMessages } from '~/i18n/messages.server';
import type { Route } from './+types/gift-choose-day';

/** The gift recipient's page (the mailed link): its data and texts, its plain form's action; personal, never cached. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const [page, messages] = await Promise.all([loadGiftDay(request, context), routeMessages(context, ['order'])]);
  return { ...page, messages };
};
export const action = ({ request, context }: Route.ActionArgs) => submitGiftDay(request, context);
export const headers = (): HeadersInit => NO_STORE;
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return args.loaderData ? giftDayMeta(args.loaderData.seo, args.matches) : [];
}

export default function GiftChooseDay({ loaderData, actionData }: Route.ComponentProps) {
  return <GiftDayPage link={loaderData.link} view={loaderData.view} result={actionData} />;
}
