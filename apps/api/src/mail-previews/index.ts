/** The mail previews' public surface: every shop mail rendered with sample data, for the back office. */
export { MAIL_PREVIEWS, mailPreviewNamed, type MailPreview, type PreviewInput } from './previews.js';
export { PREVIEW_LANGUAGES, sampleStore, type PreviewLanguage, type PreviewStore } from './samples.js';
