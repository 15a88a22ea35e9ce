import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PackingTotals } from './PackingTotals';

describe('the packing list’s totals', () => {
  const render = (totals: Array<{ sku: string; name: string; qty: number }>) => renderToString(createElement(PackingTotals, { totals }));

  it('draws no table when every order of the day has shipped: it says nothing is left to pack', () => {
    const html = render([]);
    expect(html).not.toContain('<table');
    expect(html).not.toContain('Totals');
    expect(html).toContain('Nothing left to pack for this day.');
  });

  it('lists each SKU with its units while there is something to pack', () => {
    const html = render([{ sku: 'CRAB-DOZEN', name: 'Steamed crabs, a dozen', qty: 3 }]);
    expect(html).toMatch(/<h2[^>]*>Totals<\/h2>/);
    expect(html).toContain('<td>CRAB-DOZEN</td><td>Steamed crabs, a dozen</td><td class="num">3</td>');
    expect(html).not.toContain('Nothing left to pack');
  });
});
