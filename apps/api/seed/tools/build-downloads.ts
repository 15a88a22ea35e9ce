import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';

/**
 * Writes the files the downloadable products deliver (seed/downloads): the cookbook as a PDF and an
 * EPUB, and the free PDF sample. Plain PDF objects and a stored (uncompressed) ZIP, so no tool is needed.
 *   npx tsx apps/api/seed/tools/build-downloads.ts
 */
const OUT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'downloads');

const CHAPTERS: Array<{ title: string; lines: string[] }> = [
  {
    title: 'The Chesapeake Crab Cookbook',
    lines: ['Sixty recipes from the Crab House kitchen.', 'Shoreline, Maryland. First edition, 2026.'],
  },
  {
    title: 'Steaming a bushel',
    lines: [
      'Use a pot with a raised rack and an inch of water mixed with an inch of cider vinegar.',
      'Layer live crabs with a generous handful of seafood seasoning on every layer.',
      'Cover tightly and steam 20 to 25 minutes, until every shell is bright orange.',
      'Let them rest five minutes before you turn them out onto newspaper.',
    ],
  },
  {
    title: 'Crab cakes, the Shoreline way',
    lines: [
      'One pound of jumbo lump, one egg, two spoons of mayonnaise, a spoon of mustard.',
      'A few crushed crackers only to bind: the crab is the point.',
      'Fold gently, chill an hour, then broil until golden on top.',
    ],
  },
];

function pdf(pages: Array<{ title: string; lines: string[] }>): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  add('PAGES');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const pageIds = pages.map((page) => {
    const text = [`BT /F1 20 Tf 72 720 Td (${escape(page.title)}) Tj ET`]
      .concat(page.lines.map((line, index) => `BT /F1 12 Tf 72 ${680 - index * 20} Td (${escape(line)}) Tj ET`))
      .join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`);
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * The fields a ZIP's local header and its central directory entry both carry, in the same order: the CRC-32,
 * the compressed and the uncompressed size (equal: entries are stored), and the name's length.
 */
function writeEntryFields(header: Buffer, at: number, entry: { name: Buffer; data: Buffer }): void {
  header.writeUInt32LE(crc32(entry.data), at);
  header.writeUInt32LE(entry.data.length, at + 4);
  header.writeUInt32LE(entry.data.length, at + 8);
  header.writeUInt16LE(entry.name.length, at + 12);
}

/** A ZIP with stored entries (EPUB requires "mimetype" first and uncompressed). */
function zip(entries: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    writeEntryFields(local, 14, { name, data: entry.data });
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    writeEntryFields(central, 16, { name, data: entry.data });
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function epub(chapters: typeof CHAPTERS): Buffer {
  const xhtml = (chapter: (typeof CHAPTERS)[number]) =>
    `<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>${chapter.title}</title></head><body><h1>${chapter.title}</h1>${chapter.lines.map((line) => `<p>${line}</p>`).join('')}</body></html>`;
  const files = chapters.map((chapter, index) => ({ name: `OEBPS/chapter-${index + 1}.xhtml`, data: Buffer.from(xhtml(chapter)) }));
  const manifest = files
    .map((file, index) => `<item id="c${index + 1}" href="${path.basename(file.name)}" media-type="application/xhtml+xml"/>`)
    .join('');
  const spine = files.map((_, index) => `<itemref idref="c${index + 1}"/>`).join('');
  const nav = `<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head><body><nav epub:type="toc"><ol>${chapters.map((chapter, index) => `<li><a href="chapter-${index + 1}.xhtml">${chapter.title}</a></li>`).join('')}</ol></nav></body></html>`;
  const opf = `<?xml version="1.0" encoding="utf-8"?>\n<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:shoreline:chesapeake-crab-cookbook</dc:identifier><dc:title>The Chesapeake Crab Cookbook</dc:title><dc:language>en</dc:language><meta property="dcterms:modified">2026-11-25T00:00:00Z</meta></metadata><manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>${manifest}</manifest><spine>${spine}</spine></package>`;
  return zip([
    { name: 'mimetype', data: Buffer.from('application/epub+zip') },
    {
      name: 'META-INF/container.xml',
      data: Buffer.from(
        '<?xml version="1.0"?>\n<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
      ),
    },
    { name: 'OEBPS/content.opf', data: Buffer.from(opf) },
    { name: 'OEBPS/nav.xhtml', data: Buffer.from(nav) },
    ...files,
  ]);
}

fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'chesapeake-crab-cookbook.pdf'), pdf(CHAPTERS));
fs.writeFileSync(path.join(OUT, 'chesapeake-crab-cookbook-sample.pdf'), pdf(CHAPTERS.slice(0, 2)));
fs.writeFileSync(path.join(OUT, 'chesapeake-crab-cookbook.epub'), epub(CHAPTERS));
console.log(`wrote ${fs.readdirSync(OUT).join(', ')} to ${OUT}`);
