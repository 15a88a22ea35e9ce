import type { ContactErrorCode, ContactField } from '@shoreline/domain/forms/contact';
import type { PageSeo } from '~/features/seo';

export type ContactValues = Record<ContactField, string> & { sendCopy: boolean };

/** What the contact action answers. */
export type ContactActionResult =
  | { status: 'sent'; id: string; copyRequested: boolean }
  | { status: 'invalid'; errors: Partial<Record<ContactField, ContactErrorCode>>; values: ContactValues }
  | { status: 'failed'; values: ContactValues };

/** The lengths the form's HTML constraints use (the shared schema's limits). */
export interface ContactLimits {
  nameMin: number;
  nameMax: number;
  emailMax: number;
  subjectMax: number;
  messageMin: number;
  messageMax: number;
}

export interface ContactPageData {
  heading: string | null;
  title: string | null;
  /** The CMS page "contacts" (address, phone, hours), when the shop has one. */
  detailsHtml: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  limits: ContactLimits;
  seo: PageSeo;
}
