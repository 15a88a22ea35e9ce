import { SignUpPage } from '~/features/newsletter/SignUpPage';
import { loadSignUpPage, submitSignUp } from '~/features/newsletter/signup.server';
import { titledPageMeta } from '~/features/seo';
import type { Route } from './+types/newsletter-signup';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSignUpPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitSignUp(request, context);
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData
    ? titledPageMeta(loaderData.seo, matches, { title: 'newsletter.signup.title', description: 'newsletter.signup.intro' })
    : [];
}

export default function NewsletterSignUp({ actionData }: Route.ComponentProps) {
  return <SignUpPage result={actionData} />;
}
