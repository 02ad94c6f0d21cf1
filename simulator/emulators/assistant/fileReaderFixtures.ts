import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { zipEntries } from './fileReaderZip';

/**
 * Example uploads for the assistant's file reader, built in memory so tests and stories need no files;
 * scripts/make-fixtures.ts writes the same bytes to tests/fixtures/. Every run gives identical bytes.
 */
export async function buildFixtures(): Promise<Record<string, Uint8Array>> {
  const deck = await pdfDocument('Acme Corp — Investor presentation 2025', deckPages);
  return {
    'acme-model.xlsx': await acmeModel(),
    'acme-deck.pdf': deck,
    // The deck cut off in its first object, then noise: a PDF header with nothing readable behind it.
    'corrupt.pdf': Uint8Array.from([...deck.subarray(0, 40), ...noise(200)]),
    'mislabelled.xlsx': await pdfDocument('Acme Corp board memo', [['Board memo', 'The IPO timetable is on track.']]),
  };
}

const deckPages = [
  ['Acme Corp', 'Investor presentation', 'March 2025'],
  ['Highlights', 'Revenue grew 25% to $300M in 2025', 'EBITDA margin reached 25%'],
  ['The offering', 'Primary raise of $250M on Nasdaq', 'Use of proceeds: expansion in Europe'],
];

async function acmeModel(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Genios fixtures';
  workbook.created = workbook.modified = FIXED_DATE;
  workbook.addWorksheet('Income statement').addRows([
    ['Year', 'Revenue', 'EBITDA'],
    [2021, 120, 18],
    [2022, 150, 27],
    [2023, 190, 38],
    [2024, 240, 55],
    [2025, 300, 75],
  ]);
  workbook.addWorksheet('Peers').addRows([
    ['Company', 'Ticker', 'EV/Revenue'],
    ['Globex Corporation', 'GLBX', 4.2],
    ['Initech', 'INIT', 3.1],
    ['Umbrella Group', 'UMBR', 5.6],
  ]);
  return pinZipTimestamps(new Uint8Array(await workbook.xlsx.writeBuffer()));
}

/** A4 pages in Helvetica, one text line after another, the first line of each page larger. */
async function pdfDocument(title: string, pages: string[][]): Promise<Uint8Array> {
  // No automatic producer or dates: they would change the bytes from run to run.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) => page.drawText(line, { x: 56, y: 770 - index * 32, size: index ? 14 : 24, font }));
  }
  return pdf.save();
}

const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
/** 2025-01-01 00:00 in the ZIP format's MS-DOS encoding: years since 1980, month and day packed in 16 bits. */
const DOS_DATE = ((2025 - 1980) << 9) | (1 << 5) | 1;
const DOS_MIDNIGHT = 0;

/** exceljs stamps every ZIP entry with the current time; pinning it makes the xlsx reproducible. */
function pinZipTimestamps(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const entry of zipEntries(bytes) ?? []) {
    for (const at of [entry.centralOffset + 12, entry.localOffset + 10]) {
      view.setUint16(at, DOS_MIDNIGHT, true);
      view.setUint16(at + 2, DOS_DATE, true);
    }
  }
  return bytes;
}

/** Deterministic garbage (a linear congruential generator), so the corrupt fixture is the same on every run. */
function noise(length: number): number[] {
  let state = 20250101;
  return Array.from({ length }, () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state >>> 24;
  });
}
