import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, summarizeFile } from '../../simulator/emulators/assistant/fileReader';
import { buildFixtures } from '../../simulator/emulators/assistant/fileReaderFixtures';
import { literal } from '../../simulator/emulators/assistant/fileReaderMarkdown';

const fixtures = await buildFixtures();
const fixture = (name: string) => fixtures[name]!;
const summarize = (name: string, bytes: Uint8Array, type = '') => summarizeFile({ name, type, bytes });

/** The client's markdown stack without its own defences (skipHtml, URL allowlist): the escaping must suffice. */
const render = (markdown: string) =>
  renderToStaticMarkup(createElement(ReactMarkdown, { remarkPlugins: [remarkGfm] }, markdown)).replaceAll('\u2060', '');

async function workbook(sheets: Record<string, unknown[][]>): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function pdf(pages: string[][], title?: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  if (title) document.setTitle(title);
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = document.addPage();
    lines.forEach((line, index) => page.drawText(line, { x: 50, y: 700 - index * 20, size: 12, font }));
  }
  return document.save();
}

/** A ZIP of empty stored entries, each declaring the given unpacked size (an archive may claim any). */
function zip(names: string[], declaredSize = 0): Uint8Array {
  const encoder = new TextEncoder();
  const locals: number[] = [];
  const directory: number[] = [];
  const u16 = (value: number) => [value & 0xff, value >>> 8];
  const u32 = (value: number) => [...u16(value & 0xffff), ...u16(value >>> 16)];
  for (const name of names) {
    const bytes = [...encoder.encode(name)];
    const sizes = [...u32(0), ...u32(0), ...u32(declaredSize)]; // CRC, compressed, uncompressed
    const offset = locals.length;
    locals.push(...u32(0x04034b50), ...u16(20), ...u16(0), ...u16(0), ...u32(0), ...sizes, ...u16(bytes.length));
    locals.push(...u16(0), ...bytes);
    directory.push(...u32(0x02014b50), ...u16(20), ...u16(20), ...u16(0), ...u16(0), ...u32(0), ...sizes);
    directory.push(...u16(bytes.length), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(offset));
    directory.push(...bytes);
  }
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(names.length), ...u16(names.length)];
  end.push(...u32(directory.length), ...u32(locals.length), ...u16(0));
  return Uint8Array.from([...locals, ...directory, ...end]);
}

describe('summarizeFile: the fixtures', () => {
  it('summarises the workbook: sheets with dimensions, header rows and numeric figures', async () => {
    expect(await summarize('acme-model.xlsx', fixture('acme-model.xlsx'))).toBe(
      [
        '*acme-model.xlsx* is an Excel workbook with 2 sheets.',
        '',
        '| Sheet | Rows × columns | Header row |',
        '| --- | --- | --- |',
        '| Income statement | 6 × 3 | Year, Revenue, EBITDA |',
        '| Peers | 4 × 3 | Company, Ticker, EV/Revenue |',
        '',
        'Figures:',
        '- Revenue (Income statement): 5 values, sum 1,000, first 120, last 300',
        '- EBITDA (Income statement): 5 values, sum 213, first 18, last 75',
        '- EV/Revenue (Peers): 3 values, sum 12.9, first 4.2, last 5.6',
      ].join('\n'),
    );
  });

  it('summarises the deck: page count, metadata title and first lines', async () => {
    expect(await summarize('acme-deck.pdf', fixture('acme-deck.pdf'))).toBe(
      [
        '*acme-deck.pdf* is a PDF document with 3 pages.',
        '',
        'Title: **Acme Corp — Investor presentation 2025**',
        '',
        'First lines:',
        '- Acme Corp',
        '- Investor presentation',
        '- March 2025',
        '- Highlights',
        '- Revenue grew 25% to $300M in 2025',
      ].join('\n'),
    );
  });

  it('reads a mislabelled file as what its bytes are, and says so', async () => {
    const summary = await summarize('mislabelled.xlsx', fixture('mislabelled.xlsx'));
    expect(summary).toMatch(
      /^Note: \*mislabelled\.xlsx\* is named like an Excel workbook but is really a PDF document, so I read it as one\.\n\n/,
    );
    expect(summary).toContain('*mislabelled.xlsx* is a PDF document with 1 page.');
    expect(summary).toContain('Title: **Acme Corp board memo**');
    expect(summary).toContain('- The IPO timetable is on track.');
  });

  it('answers a corrupt PDF with a clear message', async () => {
    expect(await summarize('corrupt.pdf', fixture('corrupt.pdf'))).toBe(
      'I could not read *corrupt.pdf*: it is not a valid PDF file.',
    );
  });

  it('keeps the committed fixtures equal to what the script builds', async () => {
    for (const [name, bytes] of Object.entries(fixtures)) {
      const committed = new Uint8Array(await readFile(new URL(`../fixtures/${name}`, import.meta.url)));
      expect(committed, name).toEqual(bytes);
    }
  });

  it('reads a Node Buffer as well, and leaves the caller’s bytes intact', async () => {
    for (const name of ['acme-deck.pdf', 'acme-model.xlsx']) {
      const expected = await summarize(name, fixture(name));
      // Buffer.alloc gives the Buffer an ArrayBuffer of its own, which pdf.js would take over if handed it.
      const buffer = Buffer.alloc(fixture(name).length);
      buffer.set(fixture(name));
      for (const bytes of [fixture(name).slice(), buffer]) {
        expect(await summarize(name, bytes), name).toBe(expected);
        expect(new Uint8Array(bytes), name).toEqual(fixture(name));
      }
    }
  });
});

describe('summarizeFile: formats', () => {
  it('takes the claim from the MIME type when the name has no extension', async () => {
    const summary = await summarize('model', fixture('acme-model.xlsx'), 'application/pdf');
    expect(summary).toMatch(/^Note: \*model\* is named like a PDF document but is really an Excel workbook/);
  });

  it('answers a file of another kind, by its name or by its bytes', async () => {
    const text = new TextEncoder().encode('just some notes');
    expect(await summarize('notes.txt', text)).toBe(
      'I could not read *notes.txt*: I can read Excel workbooks (.xlsx) and PDF documents, and it is neither.',
    );
    expect(await summarize('deck.pdf', text)).toBe('I could not read *deck.pdf*: it is not a valid PDF file.');
    expect(await summarize('model.xlsx', text)).toBe(
      'I could not read *model.xlsx*: it is not a valid Excel workbook (.xlsx).',
    );
    expect(await summarize('letter.docx', zip(['word/document.xml']))).toBe(
      'I could not read *letter.docx*: it is a ZIP archive, not an Excel workbook.',
    );
    expect(await summarize('old.xls', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toMatch(
      /^I could not read \*old\.xls\*: it is an older Office file \(such as \.xls\) or a password-protected workbook\./,
    );
  });

  it('answers a damaged workbook with a clear message', async () => {
    const model = fixture('acme-model.xlsx');
    const truncated = model.subarray(0, model.length / 2);
    const overwritten = model.slice();
    overwritten.fill(0x41, 0, 200); // the first entry's local header and data, the directory intact
    for (const bytes of [truncated, overwritten]) {
      expect(await summarize('acme-model.xlsx', bytes)).toBe(
        'I could not read *acme-model.xlsx*: it is not a valid Excel workbook (.xlsx).',
      );
    }
  });

  it('refuses, unread, files that are empty, too large or would unpack too large', async () => {
    expect(await summarize('deck.pdf', new Uint8Array())).toBe('I could not read *deck.pdf*: the file is empty.');
    const huge = new Uint8Array(MAX_FILE_BYTES + 1);
    huge.set(new TextEncoder().encode('%PDF-1.7'));
    expect(await summarize('deck.pdf', huge)).toBe(
      'I could not read *deck.pdf*: it is larger than the 10 MB I can read.',
    );
    expect(await summarize('bomb.xlsx', zip(['xl/workbook.xml', 'xl/worksheets/sheet1.xml'], 2 ** 31))).toBe(
      'I could not read *bomb.xlsx*: it unpacks to more than the 50 MB I can read.',
    );
  });
});

describe('summarizeFile: empty documents', () => {
  it('reads a workbook without sheets, and one whose sheet is empty', async () => {
    expect(await summarize('none.xlsx', await workbook({}))).toBe('*none.xlsx* is an Excel workbook with no sheets.');
    expect(await summarize('blank.xlsx', await workbook({ Sheet1: [] }))).toBe(
      [
        '*blank.xlsx* is an Excel workbook with 1 sheet.',
        '',
        '| Sheet | Rows × columns | Header row |',
        '| --- | --- | --- |',
        '| Sheet1 | empty | — |',
      ].join('\n'),
    );
  });

  it('reads a PDF with a blank page and one without pages', async () => {
    expect(await summarize('blank.pdf', await pdf([[]]))).toBe(
      [
        '*blank.pdf* is a PDF document with 1 page.',
        '',
        'I found no text on its first pages (they may be scanned images).',
      ].join('\n'),
    );
    // pdf.js counts a document whose page tree is empty as one blank page.
    expect(await summarize('void.pdf', await pdf([]))).toMatch(/^\*void\.pdf\* is a PDF document with 1 page\./);
  });

  it('caps what it lists from a large workbook', async () => {
    const sheets = Object.fromEntries(
      Array.from({ length: 6 }, (_, index) => [
        `S${index + 1}`,
        [
          ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
          [1, 2],
        ],
      ]),
    );
    const summary = await summarize('big.xlsx', await workbook(sheets));
    expect(summary).toContain('with 6 sheets (the first 4 below).');
    expect(summary).toContain('| S1 | 2 × 8 | A, B, C, D, E, F, … (2 more) |');
    expect(summary).toContain('Figures (4 of 12 numeric columns):');
    expect(summary.split('\n').length).toBeLessThanOrEqual(15);
  });
});

describe('summarizeFile: hostile content', () => {
  const hostile = [
    '# heading',
    '<script>x</script>',
    '[x](javascript:alert(1))',
    '**bold** | pipe',
    'https://evil.example',
    'www.evil.example',
  ];

  it('shows cell text literally', async () => {
    const summary = await summarize('x<img src=x>.xlsx', await workbook({ Notes: [hostile, [1, 2, 3, 4, 5, 6]] }));
    const html = render(summary);
    expect(html).not.toMatch(/<(script|img|a|strong|h1)\b/);
    expect(html).toContain(
      '# heading, &lt;script&gt;x&lt;/script&gt;, [x](javascript:alert(1)), **bold** | pipe, https://evil.example, www.evil.example',
    );
    expect(html).toContain('<em>x&lt;img src=x&gt;.xlsx</em>');
  });

  it('shows PDF text and titles literally', async () => {
    const summary = await summarize('deck.pdf', await pdf([hostile], '[title](https://evil.example)'));
    const html = render(summary);
    expect(html).not.toMatch(/<(script|a|h1)\b/);
    expect(html).toContain('<strong>[title](https://evil.example)</strong>');
    expect(html).toContain('<li># heading</li>\n<li>&lt;script&gt;x&lt;/script&gt;</li>');
    expect(html).toContain('<li>https://evil.example</li>');
  });

  it('makes any text literal wherever a summary puts it', () => {
    const pieces = ['a', '1', ' ', '.', ')', '-', '+', '=', '#', '*', '_', '`', '[', ']', '(', '<', '>', '!', '&', '|'];
    const text = fc
      .array(fc.constantFrom(...pieces, '~', '\\', ':', '@', 'www.', 'https://', '&amp;', '<b>'), { maxLength: 12 })
      .map((parts) => parts.join('').trim())
      .filter((joined) => joined !== '');
    fc.assert(
      fc.property(text, (raw) => {
        const shown = renderToStaticMarkup(createElement('p', null, raw.replace(/\s+/g, ' '))).slice(3, -4);
        const markdown = literal(raw, 1_000);
        expect(render(`- ${markdown}`)).toBe(`<ul>\n<li>${shown}</li>\n</ul>`);
        expect(render(`*${markdown}* and **${markdown}**`)).toBe(
          `<p><em>${shown}</em> and <strong>${shown}</strong></p>`,
        );
        expect(render(`| A |\n| --- |\n| ${markdown} |`)).toContain(`<td>${shown}</td>`);
      }),
      { numRuns: 300, seed: 20250101 },
    );
  });
});
