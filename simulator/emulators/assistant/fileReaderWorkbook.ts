import type { CellValue, Worksheet } from 'exceljs';
import { countOf, formatFigure, literal, table } from './fileReaderMarkdown';

/** Enough to recognise a workbook at a glance; the rest is counted, so the answer stays around 15 lines. */
const MAX_SHEETS = 4;
const MAX_HEADER_CELLS = 6;
const MAX_FIGURES = 4;

/** A numeric column of a sheet: the values under its header, in row order. */
interface Figure {
  sheet: string;
  column: string;
  values: number[];
}

interface Sheet {
  name: string;
  rows: number;
  columns: number;
  /** The first row with any value, as text. */
  header: string[];
  figures: Figure[];
}

/** The summary of an xlsx workbook, as markdown lines; throws when exceljs cannot read it. */
export async function summarizeWorkbook(label: string, bytes: Uint8Array): Promise<string[]> {
  // Loaded on first use, so the simulator carries exceljs only once a member uploads a workbook.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // A copy, because exceljs takes an ArrayBuffer and the caller's bytes may be a window on a larger one
  // (new Uint8Array rather than slice, which on a Node Buffer shares memory).
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const sheets = workbook.worksheets.map(readSheet);
  return [...overview(label, sheets), ...figureLines(sheets.flatMap((sheet) => sheet.figures))];
}

function readSheet(sheet: Worksheet): Sheet {
  const columns = sheet.columnCount;
  const rows: CellValue[][] = [];
  // eachRow skips empty rows, so the first row it gives is the header even below blank lines.
  sheet.eachRow((row) => rows.push(Array.from({ length: columns }, (_, index) => row.getCell(index + 1).value)));
  const [header = [], ...data] = rows;
  const titles = header.map(cellText);
  return {
    name: sheet.name,
    rows: sheet.rowCount,
    columns,
    header: titles,
    figures: figures(sheet.name, titles, data),
  };
}

/** The columns whose every filled cell below the header is a number. */
function figures(sheet: string, titles: string[], data: CellValue[][]): Figure[] {
  return titles.flatMap((title, column) => {
    const cells = data
      .map((row) => row[column])
      .filter((value) => value !== null && value !== undefined && value !== '');
    const values = cells.map(numberOf).filter((value) => value !== undefined);
    const numeric = values.length > 0 && values.length === cells.length && !isYears(values);
    return numeric ? [{ sheet, column: title || `column ${column + 1}`, values }] : [];
  });
}

/** A column of years is the time axis of a model: its sum would be noise, so it is not a figure. */
const isYears = (values: number[]) =>
  values.every((value) => Number.isInteger(value) && value >= 1900 && value <= 2100);

/** A cell's number, including a formula's cached result. */
function numberOf(value: CellValue): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'object' && value !== null && 'result' in value && typeof value.result === 'number'
    ? value.result
    : undefined;
}

/** A cell as the member sees it; a date as its ISO day, so the summary does not depend on the time zone. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('error' in value) return value.error;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return cellText(value.text);
  return cellText(value.result);
}

function overview(label: string, sheets: Sheet[]): string[] {
  if (sheets.length === 0) return [`${label} is an Excel workbook with no sheets.`];
  const more = sheets.length > MAX_SHEETS ? ` (the first ${MAX_SHEETS} below)` : '';
  return [
    `${label} is an Excel workbook with ${countOf(sheets.length, 'sheet')}${more}.`,
    '',
    ...table(['Sheet', 'Rows × columns', 'Header row'], sheets.slice(0, MAX_SHEETS).map(sheetCells)),
  ];
}

const sheetCells = (sheet: Sheet) => [
  literal(sheet.name),
  sheet.rows === 0 ? 'empty' : `${sheet.rows} × ${sheet.columns}`,
  headerText(sheet.header),
];

function headerText(header: string[]): string {
  const titles = header.filter((title) => title.trim() !== '');
  if (titles.length === 0) return '—';
  const more = titles.length > MAX_HEADER_CELLS ? `, … (${titles.length - MAX_HEADER_CELLS} more)` : '';
  return titles
    .slice(0, MAX_HEADER_CELLS)
    .map((title) => literal(title, 24))
    .join(', ')
    .concat(more);
}

function figureLines(figures: Figure[]): string[] {
  if (figures.length === 0) return [];
  const heading =
    figures.length > MAX_FIGURES ? `Figures (${MAX_FIGURES} of ${figures.length} numeric columns):` : 'Figures:';
  return ['', heading, ...figures.slice(0, MAX_FIGURES).map(figureLine)];
}

function figureLine({ sheet, column, values }: Figure): string {
  const sum = values.reduce((total, value) => total + value, 0);
  return (
    `- ${literal(column, 24)} (${literal(sheet)}): ${countOf(values.length, 'value')}, sum ${formatFigure(sum)}, ` +
    `first ${formatFigure(values[0]!)}, last ${formatFigure(values.at(-1)!)}`
  );
}
