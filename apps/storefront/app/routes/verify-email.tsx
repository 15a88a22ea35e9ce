import { verifyEmailMeta } from '~/features/account/account-meta';
import { NO_STORE } from '~/features/account/newsletter-link.server';
import { loadVerifyEmail, submitVerifyEmail } from '~/features/account/verify-email.server';
import { VerifyEmailPage } from '~/features/account/VerifyEmailPage';
import { routeMessages } from '~/i18n/messages.server';
import type { Route } from './+types/verify-email';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...loadVerifyEmail(request, context), messages: await routeMessages(context, ['account']) };
}

export function action({ request, context }: Route.ActionArgs) {
  return submitVerifyEmail(request, context);
}

export function headers(): HeadersInit {
  return NO_STORE;
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? verifyEmailMeta(loaderData.seo, matches) : [];
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return <VerifyEmailPage token={loaderData.token} result={actionData} />;
}
