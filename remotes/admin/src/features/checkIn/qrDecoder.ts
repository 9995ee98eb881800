// QR decoding with zxing-wasm (ZXing-C++ compiled to WebAssembly), the reader build only. Its
// .wasm file is one of this remote's own files (webpack asset), never fetched from the package's
// default CDN: the page works offline once loaded and under the site's CSP ('wasm-unsafe-eval').
// The desk page loads it as soon as it opens (issue 36), not at the first scan: a network gone
// before the first badge must not leave the desk without its reader.
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';

let prepared: Promise<unknown> | undefined;

/** The reader could not be loaded (no network before it was): not a verdict on any badge. */
export class DecoderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The QR reader could not be loaded.', { cause });
    this.name = 'DecoderUnavailableError';
  }
}

/** Loads the decoder once; a failed load is tried again on the next call (the network may be back). */
export function loadDecoder(): Promise<unknown> {
  prepared ??= prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  }).catch((error: unknown) => {
    prepared = undefined;
    throw new DecoderUnavailableError(error);
  });
  return prepared;
}

const OPTIONS: ReaderOptions = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 };

/**
 * The text of the first QR code in a camera frame or an image file; null when the image holds
 * none. Throws DecoderUnavailableError when the reader itself is missing.
 */
export async function decodeQr(input: ImageData | Blob): Promise<string | null> {
  await loadDecoder();
  const [first] = await readBarcodes(input, OPTIONS);
  return first?.isValid ? first.text : null;
}
