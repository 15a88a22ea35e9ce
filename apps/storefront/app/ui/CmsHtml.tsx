interface CmsHtmlProps {
  /** Trusted HTML from the shop's own CMS (never user input). */
  html: string;
  className?: string;
  /** The element's id: a block the document sends once (lib/document-html.ts) is found by it. */
  id?: string;
}

/** Renders a CMS block's HTML; `.cms` in app.css styles its links, lists and headings. */
export function CmsHtml({ html, className = '', id }: CmsHtmlProps) {
  return <div id={id} className={`cms ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
