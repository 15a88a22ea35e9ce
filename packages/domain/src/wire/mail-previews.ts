import { z } from 'zod';

/** The languages a mail preview is rendered in: the store views' (English, German, Italian). */
export const MAIL_PREVIEW_LANGUAGES = ['en', 'de', 'it'] as const;

/** `?lang=` of a preview; English when left out. */
export const mailPreviewQuery = z.object({ lang: z.enum(MAIL_PREVIEW_LANGUAGES).default('en') });

export const mailPreviewParams = z.object({ name: z.string().min(1).max(64) });

/** One shop mail the back office can preview. */
export const mailPreviewRowWire = z.object({ name: z.string(), title: z.string() });
export type MailPreviewRow = z.infer<typeof mailPreviewRowWire>;

/** A shop mail rendered with sample data: what the recipient's inbox shows, as HTML and as plain text. */
export const mailPreviewWire = z.object({
  name: z.string(),
  lang: z.enum(MAIL_PREVIEW_LANGUAGES),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type MailPreviewWire = z.infer<typeof mailPreviewWire>;
