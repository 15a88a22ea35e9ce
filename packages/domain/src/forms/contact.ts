import { z } from 'zod';
import { FIELD_REQUIRED, INVALID_EMAIL, NAME_TOO_SHORT, DETAIL_TOO_SHORT } from '../messages.js';

/** The contact form's validation texts in the spec's exact wording (the API answers them, the form shows them). */
export const CONTACT_MESSAGES = {
  required: FIELD_REQUIRED,
  email: INVALID_EMAIL,
  nameTooShort: NAME_TOO_SHORT,
  messageRequired: 'Comments/Questions is required',
  messageTooShort: DETAIL_TOO_SHORT,
  tooLong: 'Please shorten this text',
} as const;

export type ContactErrorCode = keyof typeof CONTACT_MESSAGES;

/** Lengths the form's HTML constraints and the schema share (the mail API accepts the same). */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

const { required, email, nameTooShort, messageRequired, messageTooShort, tooLong } = CONTACT_MESSAGES;

/** The contact form as the storefront's action validates it before calling the mail service. */
export const contactForm = z.object({
  name: z.string().trim().min(1, required).min(CONTACT_LIMITS.nameMin, nameTooShort).max(CONTACT_LIMITS.nameMax, tooLong),
  email: z
    .string()
    .trim()
    .min(1, required)
    .max(CONTACT_LIMITS.emailMax, tooLong)
    .pipe(z.email({ error: email })),
  subject: z.string().trim().min(1, required).max(CONTACT_LIMITS.subjectMax, tooLong),
  message: z
    .string()
    .trim()
    .min(1, messageRequired)
    .min(CONTACT_LIMITS.messageMin, messageTooShort)
    .max(CONTACT_LIMITS.messageMax, tooLong),
  sendCopy: z.boolean().default(false),
});

export type ContactForm = z.infer<typeof contactForm>;
export type ContactField = Exclude<keyof ContactForm, 'sendCopy'>;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorCode>>;

export type ContactValidation = { success: true; data: ContactForm } | { success: false; errors: ContactFieldErrors };

const CODE_BY_MESSAGE = new Map<string, ContactErrorCode>(
  Object.entries(CONTACT_MESSAGES).map(([code, message]) => [message, code as ContactErrorCode]),
);

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

function missingCode(field: ContactField): ContactErrorCode {
  return field === 'message' ? 'messageRequired' : 'required';
}

/** Validates the form; on failure, the first problem of each field as a message code. */
export function validateContactForm(input: unknown): ContactValidation {
  const result = contactForm.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isContactField(field) || errors[field]) continue;
    errors[field] = CODE_BY_MESSAGE.get(issue.message) ?? missingCode(field);
  }
  return { success: false, errors };
}
