import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { countOf, literal } from './fileReaderMarkdown';

/** Text is taken from the first pages only: enough for an opening, and bounded however long the document is. */
const MAX_TEXT_PAGES = 3;
const MAX_LINES = 5;

type TextRun = Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items'][number];

/** The summary of a PDF document, as markdown lines; throws when pdf.js cannot read it. */
export async function summarizePdf(label: string, bytes: Uint8Array): Promise<string[]> {
  const { getDocument, VerbosityLevel } = await import('./fileReaderPdfEngine');
  const task = getDocument({
    // A copy, because pdf.js takes over (detaches) the buffer it is given and the bytes are the caller's.
    // new Uint8Array, not slice: a Node Buffer's slice shares memory and is still a Buffer, which pdf.js refuses.
    data: new Uint8Array(bytes),
    // Fonts are neither compiled to code nor loaded into the page: only text is needed.
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    const lines = await firstLines(document);
    const title = (await metadataTitle(document)) ?? lines[0];
    return describe(label, document.numPages, title, lines);
  } finally {
    await task.destroy();
  }
}

/** The document's own title: the info dictionary's, else the XMP metadata's. */
async function metadataTitle(document: PDFDocumentProxy): Promise<string | undefined> {
  const { info, metadata } = await document.getMetadata();
  const candidates: unknown[] = [(info as { Title?: unknown }).Title, metadata?.get('dc:title')];
  return candidates.find((title): title is string => typeof title === 'string' && title.trim() !== '');
}

/** The first non-blank lines of text, reading page by page until there are enough. */
async function firstLines(document: PDFDocumentProxy): Promise<string[]> {
  const lines: string[] = [];
  for (let number = 1; number <= Math.min(document.numPages, MAX_TEXT_PAGES) && lines.length < MAX_LINES; number++) {
    const page = await document.getPage(number);
    lines.push(...pageLines((await page.getTextContent()).items));
  }
  return lines.slice(0, MAX_LINES);
}

/** pdf.js gives runs of text, marking the one that ends a line; runs are joined up to each mark. */
function pageLines(runs: TextRun[]): string[] {
  const lines = [''];
  for (const run of runs) {
    if (!('str' in run)) continue; // a marked-content boundary, not text
    lines[lines.length - 1] += run.str;
    if (run.hasEOL) lines.push('');
  }
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

function describe(label: string, pages: number, title: string | undefined, lines: string[]): string[] {
  const opening = `${label} is a PDF document with ${countOf(pages, 'page')}.`;
  const heading = title === undefined ? [] : [`Title: **${literal(title)}**`, ''];
  const text =
    lines.length === 0
      ? ['I found no text on its first pages (they may be scanned images).']
      : ['First lines:', ...lines.map((line) => `- ${literal(line)}`)];
  return [opening, '', ...heading, ...text];
}
