/**
 * The sandbox's label files: a one-page PDF (4x6 in, as carriers print them) and a ZPL label for thermal printers,
 * each naming the carrier, service, tracking code and the shop's reference. Real files, small, built by hand.
 */
export interface LabelText {
  carrier: string;
  service: string;
  trackingCode: string;
  reference: string;
  toLines: string[];
}

const pdfText = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/** A valid one-page PDF 1.4 with its cross-reference table (offsets counted in bytes). */
export function labelPdf(label: LabelText): Buffer {
  const lines = [
    `${label.carrier} ${label.service}`,
    `TRACKING ${label.trackingCode}`,
    ...label.toLines,
    `REF ${label.reference}`,
    'SANDBOX LABEL - NOT VALID FOR SHIPPING',
  ];
  const content = ['BT', '/F1 14 Tf', '24 400 Td', '18 TL', ...lines.map((line) => `(${pdfText(line)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const zplText = (value: string) => value.replace(/[\^~]/g, ' ');

/** A ZPL II label (203 dpi, 4x6 in) with the tracking code as a Code 128 barcode. */
export function labelZpl(label: LabelText): string {
  const fields = [`${label.carrier} ${label.service}`, ...label.toLines, `REF ${label.reference}`, 'SANDBOX LABEL'];
  return [
    '^XA',
    '^PW812',
    '^LL1218',
    ...fields.map((field, index) => `^FO40,${40 + index * 50}^A0N,36,36^FD${zplText(field)}^FS`),
    `^FO40,${80 + fields.length * 50}^BY3^BCN,160,Y,N,N^FD${zplText(label.trackingCode)}^FS`,
    '^XZ',
    '',
  ].join('\n');
}
