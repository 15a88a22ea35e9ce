import type { ShouldRevalidateFunction } from 'react-router';
import { contactPageMeta } from '~/features/contact/contact-meta';
import { loadContactPage, sendContactMessage } from '~/features/contact/contact.server';
import { ContactPageView } from '~/features/contact/ContactPageView';
import { PUBLIC_PAGE_CACHE } from '~/features/seo';
import type { Route } from './+types/contacts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadContactPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return sendContactMessage(request, context);
}

/** Sending a message changes nothing the page loaded. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === 'POST' ? false : defaultShouldRevalidate;

export function headers({ actionHeaders }: Route.HeadersArgs): HeadersInit {
  return { 'Cache-Control': actionHeaders.get('Cache-Control') ?? PUBLIC_PAGE_CACHE };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? contactPageMeta(loaderData, matches[0].loaderData) : [];
}

export default function Contacts({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPageView page={loaderData} result={actionData} />;
}
