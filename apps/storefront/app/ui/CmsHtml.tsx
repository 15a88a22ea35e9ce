interface CmsHtmlProps {
  /** Trusted HTML from the shop's own CMS (never user input). */
  html: string;
  className?: string;
}

/** Renders a CMS block's HTML; `.cms` in app.css styles its links, lists and headings. */
export function CmsHtml({ html, className = '' }: CmsHtmlProps) {
  return <div className={`cms ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
