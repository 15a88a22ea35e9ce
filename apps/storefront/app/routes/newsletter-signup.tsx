import { SignUpPage } from '~/features/newsletter/SignUpPage';
import { loadSignUpPage, submitSignUp } from '~/features/newsletter/signup.server';
import { pageMeta, titleWithStore } from '~/features/seo';
import { metaTranslator, rootDataOf } from '~/lib/root-data';
import type { Route } from './+types/newsletter-signup';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSignUpPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitSignUp(request, context);
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const t = metaTranslator(matches);
  return pageMeta(loaderData.seo, {
    title: titleWithStore(rootDataOf(matches), t('newsletter.signup.title')),
    description: t('newsletter.signup.intro'),
  });
}

export default function NewsletterSignUp({ actionData }: Route.ComponentProps) {
  return <SignUpPage result={actionData} />;
}
