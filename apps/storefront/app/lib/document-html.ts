import { createContext, useContext } from 'react';

/**
 * Static server HTML goes to the browser once. On a document request the loader keeps it in the load context's
 * `documentHtml` (the host makes that map for documents only) and puts IN_DOCUMENT in the loader data; the
 * document's render reads the map through this context, and the browser reads the element the document already
 * shows instead of parsing the same HTML again in the hydration data. Data requests (client navigations) carry it.
 */
export const DocumentHtmlContext = createContext<ReadonlyMap<string, string> | null>(null);

/** Stands for HTML the document already holds in the element of the same id. */
export const IN_DOCUMENT = '\u0000in-document';

/** Keeps `html` for the document's render when this is a document request; the loader data then says IN_DOCUMENT. */
export function sendOnce(documentHtml: Map<string, string> | undefined, id: string, html: string): string {
  if (!documentHtml) return html;
  documentHtml.set(id, html);
  return IN_DOCUMENT;
}

/** The HTML to render into the element `id`: given, from the document's render, or what the element holds. */
export function useDocumentHtml(id: string, html: string): string {
  const documentHtml = useContext(DocumentHtmlContext);
  if (html !== IN_DOCUMENT) return html;
  if (documentHtml) return documentHtml.get(id) ?? '';
  return typeof document === 'undefined' ? '' : (document.getElementById(id)?.innerHTML ?? '');
}
