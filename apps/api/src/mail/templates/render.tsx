/** @jsxRuntime automatic @jsxImportSource react */
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailBrand } from './brand.js';
import { mailText, type MailContent } from './content.js';
import { MailDocument } from './MailDocument.js';

const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** React's image preload hints: meant for browsers loading a page, noise in a mail. */
const PRELOAD_HINTS = /<link rel="preload" as="image"[^>]*\/>/g;

/** A rendered shop mail: its subject, its HTML and its plain-text part, both from the same content. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Renders a mail's content in its store's layout (synchronously: nothing in a mail waits on anything). */
export function renderMail(content: MailContent, brand: MailBrand): RenderedMail {
  return {
    subject: content.subject,
    html: DOCTYPE + renderToStaticMarkup(<MailDocument content={content} brand={brand} />).replace(PRELOAD_HINTS, ''),
    text: mailText(content),
  };
}
