/** A CSV cell: quoted, quotes doubled, and a leading =, +, - or @ neutralised so a spreadsheet never runs it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
