// A pdfkit document whose bytes are collected as it is written. pdfkit (with its fonts and
// font engine, about 10 MB) is loaded on the first document, not at start-up: most requests
// print nothing, and the Excel export's memory budget has no room for it (docs/benchmarks.md).
import type PDFKitDocument from 'pdfkit';

export interface CollectedPdf {
  doc: PDFKit.PDFDocument;
  /** Resolves with the bytes once `doc.end()` has been called. */
  bytes: Promise<Buffer>;
}

export function collectedPdf(options: PDFKit.PDFDocumentOptions): CollectedPdf {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (above)
  const PDFDocument = require('pdfkit') as typeof PDFKitDocument;
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
