// The text of a PDF a journey downloaded (pdf-parse, as api/test/pdfText.ts): what a person reads
// in a receipt, a badge or a certificate, checked without a PDF viewer.
import { createRequire } from 'node:module';

const require_ = createRequire(__filename);

export async function pdfText(data: Buffer): Promise<string> {
  const { PDFParse } = require_('pdf-parse') as {
    PDFParse: new (o: { data: Buffer }) => { getText(): Promise<{ text: string }>; destroy(): Promise<void> };
  };
  const parser = new PDFParse({ data });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
