import { data, type AppLoadContext } from 'react-router';
import { CONTACT_LIMITS, validateContactForm } from '@shoreline/domain/forms/contact';
import { findCmsPage } from '~/features/content/index.server';
import { shiftHeadings } from '~/features/content';
import { pageSeo } from '~/features/seo/index.server';
import { htmlInStore, storePathPrefix } from '~/lib/store-paths';
import { CONTACTS_PATH } from './contact-links';
import type { ContactActionResult, ContactPageData, ContactValues } from './types';

const CONTACT_CMS_PAGE = 'contacts';
/** Answers to a POST carry what the visitor typed: never store them. */
const PRIVATE = { 'Cache-Control': 'no-store' };

/** The contact page: the shop's contact details from the CMS (if any) and the form's limits. */
export async function loadContactPage(request: Request, context: AppLoadContext): Promise<ContactPageData> {
  const page = await findCmsPage(context.api, CONTACT_CMS_PAGE).catch((error: unknown) => {
    console.error(`[storefront ${context.requestId}] could not load the contacts CMS page:`, error);
    return null;
  });
  return {
    heading: page ? page.content_heading || page.title : null,
    title: page?.title ?? null,
    detailsHtml: page?.content ? htmlInStore(shiftHeadings(page.content, 3), storePathPrefix(context.store)) : null,
    metaTitle: page?.meta_title || null,
    metaDescription: page?.meta_description || null,
    limits: { ...CONTACT_LIMITS },
    seo: pageSeo(request, context, CONTACTS_PATH),
  };
}

function readValues(form: FormData): ContactValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    message: text('message'),
    sendCopy: form.get('sendCopy') !== null,
  };
}

/**
 * Validates the form with the shared schema, then sends it through the mail
 * service to the store's contact address. Invalid input answers the errors and
 * what was typed (status 200: the page shows them, the browser logs no failed
 * request); a failing mail service answers 502.
 */
export async function sendContactMessage(request: Request, context: AppLoadContext) {
  const values = readValues(await request.formData());
  const validation = validateContactForm(values);
  if (!validation.success) {
    return data<ContactActionResult>({ status: 'invalid', errors: validation.errors, values }, { headers: PRIVATE });
  }
  const { name, email, subject, message, sendCopy } = validation.data;
  try {
    if (!context.store.contactEmail) throw new Error(`store ${context.store.storeCode} has no contact e-mail address`);
    const token = await context.api.mailToken();
    await context.api.sendEmail({
      sourceAddress: email,
      targetAddress: context.store.contactEmail,
      subject,
      emailText: message,
      confirmation: sendCopy,
      token,
      name,
    });
  } catch (error) {
    console.error(`[storefront ${context.requestId}] contact form: could not send the message:`, error);
    return data<ContactActionResult>({ status: 'failed', values }, { status: 502, headers: PRIVATE });
  }
  return data<ContactActionResult>({ status: 'sent', id: context.requestId, copyRequested: sendCopy }, { headers: PRIVATE });
}
