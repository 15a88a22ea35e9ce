/** The languages of an Accept-Language header ("de-DE,de;q=0.9,en;q=0.8") as two-letter codes, most wanted first. */
export function acceptedLanguages(header: string | null): string[] {
  if (!header) return [];
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().slice(0, 2).toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => /^[a-z]{2}$/.test(entry.language) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return [...new Set(ranked.map((entry) => entry.language))];
}
