import { fileLabel } from './fileReaderMarkdown';
import { summarizePdf } from './fileReaderPdf';
import { summarizeWorkbook } from './fileReaderWorkbook';
import { zipEntries } from './fileReaderZip';

/** A file a member uploaded: its name and MIME type as the browser reported them, and its content. */
export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** Larger files are refused unread: the parsers run in the simulator's own thread. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** An xlsx is a ZIP, and a small ZIP can unpack to gigabytes, so what its directory declares is capped too. */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** A parser still waiting after this is given up on; the member gets an answer either way. */
const READ_TIMEOUT_MS = 15_000;

type Format = 'xlsx' | 'pdf';

const formatNames: Record<Format, string> = { xlsx: 'an Excel workbook', pdf: 'a PDF document' };
const invalid: Record<Format, string> = {
  xlsx: 'it is not a valid Excel workbook (.xlsx).',
  pdf: 'it is not a valid PDF file.',
};

/** What a file's extension, else its MIME type, says it is. A Map, so a name like "x.constructor" claims nothing. */
const claims = new Map<string, Format>([
  ['xlsx', 'xlsx'],
  ['xlsm', 'xlsx'],
  ['pdf', 'pdf'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  ['application/vnd.ms-excel.sheet.macroenabled.12', 'xlsx'],
  ['application/pdf', 'pdf'],
]);

class ReadTimeout extends Error {}

/**
 * The assistant's answer to an uploaded file: a short markdown summary of what it holds, or a plain sentence saying
 * why it could not be read. The format is judged from the bytes, not the name. Never throws.
 */
export async function summarizeFile(file: UploadedFile): Promise<string> {
  const label = fileLabel(file.name);
  const claimed = claimedFormat(file);
  const found = identify(file.bytes, claimed);
  if ('problem' in found) return cannotRead(label, found.problem);
  const { format } = found;
  const note = claimed && claimed !== format ? [mislabelNote(label, claimed, format), ''] : [];
  try {
    const read = format === 'pdf' ? summarizePdf(label, file.bytes) : summarizeWorkbook(label, file.bytes);
    return [...note, ...(await withTimeout(read))].join('\n');
  } catch (error) {
    return [...note, cannotRead(label, failure(error, format))].join('\n');
  }
}

function claimedFormat({ name, type }: UploadedFile): Format | undefined {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return claims.get(extension) ?? claims.get(type.toLowerCase());
}

/** The real format, from the bytes, or why the file is not read at all. */
function identify(bytes: Uint8Array, claimed: Format | undefined): { format: Format } | { problem: string } {
  if (bytes.length === 0) return { problem: 'the file is empty.' };
  if (bytes.length > MAX_FILE_BYTES) {
    return { problem: `it is larger than the ${megabytes(MAX_FILE_BYTES)} I can read.` };
  }
  const head = String.fromCharCode(...bytes.subarray(0, 1024));
  if (head.startsWith('PK\x03\x04')) return workbookProblem(bytes) ?? { format: 'xlsx' };
  // The compound file format of Office 97–2003; Excel also wraps a password-protected xlsx in it.
  if (head.startsWith('\xd0\xcf\x11\xe0')) {
    return {
      problem:
        'it is an older Office file (such as .xls) or a password-protected workbook. ' +
        'Save it as an .xlsx without a password and upload it again.',
    };
  }
  // PDF readers accept the header anywhere in the first kilobyte, and so does pdf.js.
  if (head.includes('%PDF-')) return { format: 'pdf' };
  return {
    problem: claimed ? invalid[claimed] : 'I can read Excel workbooks (.xlsx) and PDF documents, and it is neither.',
  };
}

/** Checks a ZIP's directory before any of it is inflated. */
function workbookProblem(bytes: Uint8Array): { problem: string } | undefined {
  const entries = zipEntries(bytes);
  if (!entries) return { problem: invalid.xlsx };
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) {
    return { problem: 'it is a ZIP archive, not an Excel workbook.' };
  }
  const unpacked = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
  return unpacked > MAX_UNPACKED_BYTES
    ? { problem: `it unpacks to more than the ${megabytes(MAX_UNPACKED_BYTES)} I can read.` }
    : undefined;
}

const megabytes = (bytes: number) => `${bytes / 2 ** 20} MB`;

const mislabelNote = (label: string, claimed: Format, format: Format) =>
  `Note: ${label} is named like ${formatNames[claimed]} but is really ${formatNames[format]}, so I read it as one.`;

const cannotRead = (label: string, problem: string) => `I could not read ${label}: ${problem}`;

function failure(error: unknown, format: Format): string {
  if (error instanceof ReadTimeout) return 'it took too long to read.';
  // pdf.js names its errors but does not export this one.
  if (error instanceof Error && error.name === 'PasswordException') return 'it is password-protected.';
  return invalid[format];
}

async function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReadTimeout()), READ_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
