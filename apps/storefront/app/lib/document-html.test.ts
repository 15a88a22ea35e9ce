import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DocumentHtmlContext, IN_DOCUMENT, sendOnce, useDocumentHtml } from '~/lib/document-html';

function Part({ html }: { html: string }) {
  return createElement('div', { id: 'part', dangerouslySetInnerHTML: { __html: useDocumentHtml('part', html) } });
}

const render = (html: string, documentHtml: Map<string, string> | null = null) =>
  renderToStaticMarkup(createElement(DocumentHtmlContext.Provider, { value: documentHtml }, createElement(Part, { html })));

describe('server HTML sent once', () => {
  it('stays in the data of a client navigation (no document map)', () => {
    expect(sendOnce(undefined, 'part', '<p>Great crabs</p>')).toBe('<p>Great crabs</p>');
    expect(render('<p>Great crabs</p>')).toBe('<div id="part"><p>Great crabs</p></div>');
  });

  it('goes only into the document: its data says IN_DOCUMENT and the render takes the HTML from the map', () => {
    const documentHtml = new Map<string, string>();
    const sent = sendOnce(documentHtml, 'part', '<p>Great crabs</p>');
    expect(sent).toBe(IN_DOCUMENT);
    expect(render(sent, documentHtml)).toBe('<div id="part"><p>Great crabs</p></div>');
  });
});
