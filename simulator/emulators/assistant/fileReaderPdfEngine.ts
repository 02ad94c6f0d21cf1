// Importing pdf.js's worker module registers it on globalThis.pdfjsWorker, and pdf.js then runs it in this thread
// (its "fake worker") instead of starting a worker from a script URL: nothing is fetched, in Node and browsers alike.
// This module is imported lazily, so the two megabytes of pdf.js load only when a PDF is read.
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';

export { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
