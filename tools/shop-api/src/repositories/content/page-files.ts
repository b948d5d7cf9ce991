/**
 * The files the content calls serve: a page as a PDF (`/page/download/{id}`) and the
 * generated page illustrations. Written by hand: a one-font text PDF needs no library.
 */

/** Characters of French text outside Latin-1, at their WinAnsiEncoding code. */
const WIN_ANSI: Record<string, number> = {
  '’': 0x92,
  '‘': 0x91,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '…': 0x85,
  œ: 0x9c,
  Œ: 0x8c,
  '€': 0x80,
};

function winAnsi(text: string): number[] {
  return [...text].map((char) => {
    const code = char.codePointAt(0) ?? 63;
    if (WIN_ANSI[char] !== undefined) return WIN_ANSI[char];
    if (code === 0xa0 || code === 0x202f) return 0x20;
    return code >= 0x20 && code <= 0xff && (code < 0x7f || code >= 0xa0) ? code : 0x3f;
  });
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The readable text of a CMS body: no scripts, no tags, one line per block. */
export function htmlToLines(html: string): string[] {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/(p|h\d|li|ul|ol|blockquote|div)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (match, name: string) =>
      name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? match),
    )
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

function wrap(line: string, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current && current.length + word.length + 1 > width) {
      out.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) out.push(current);
  return out;
}

function pdfString(text: string): string {
  return `(${String.fromCharCode(...winAnsi(text)).replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

const LINES_PER_PAGE = 48;

/** An A4 PDF of a title and lines of text, in Helvetica. */
export function textPdf(title: string, lines: readonly string[]): Buffer {
  const wrapped = lines.flatMap((line) => [...wrap(line, 92), '']);
  const pagesOfLines: string[][] = [];
  for (let i = 0; i < Math.max(wrapped.length, 1); i += LINES_PER_PAGE) {
    pagesOfLines.push(wrapped.slice(i, i + LINES_PER_PAGE));
  }
  const objects: string[] = [];
  const pageIds = pagesOfLines.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pagesOfLines.forEach((pageLines, index) => {
    const heading =
      index === 0
        ? `/F1 16 Tf 50 790 Td ${pdfString(title)} Tj 0 -30 Td /F1 10 Tf `
        : '/F1 10 Tf 50 800 Td ';
    const body = pageLines.map((line) => `${pdfString(line)} Tj 0 -15 Td`).join(' ');
    const stream = `BT ${heading}${body} ET`;
    const pageId = pageIds[index] as number;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) {
    pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const PALETTE = ['#2f6f4f', '#7a9a3a', '#b5651d', '#3b6ea5', '#8e4b8a', '#c2883a'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A portrait illustration for a page card: a tinted leaf and the page's title. */
export function pageIllustration(seed: number, title: string): string {
  const color = PALETTE[seed % PALETTE.length] as string;
  const lines = wrap(title, 18).slice(0, 4);
  const text = lines
    .map((line, i) => `<text x="30" y="${300 + i * 30}" font-size="22">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450" viewBox="0 0 300 450" role="img" aria-label="${escapeXml(title)}"><rect width="300" height="450" fill="${color}"/><path d="M150 60c70 30 90 110 40 170-30 35-80 35-80 35s-20-60 0-120c10-35 40-85 40-85z" fill="#fff" fill-opacity=".25"/><g fill="#fff" font-family="Georgia, serif">${text}</g></svg>`;
}
