import { newsletterLinkMeta } from '~/features/account/account-meta';
import { loadNewsletterLink, NO_STORE, submitNewsletterLink } from '~/features/account/newsletter-link.server';
import { NewsletterLinkPage } from '~/features/account/NewsletterLinkPage';
import { routeMessages } from '~/i18n/messages.server';
import type { Route } from './+types/newsletter';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = loadNewsletterLink(request, context, params);
  return { ...page, messages: await routeMessages(context, ['account']) };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submitNewsletterLink(request, context, params);
}

export function headers(): HeadersInit {
  return NO_STORE;
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? newsletterLinkMeta(loaderData.seo, matches, loaderData.action) : [];
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage action={loaderData.action} token={loaderData.token} result={actionData} />;
}
