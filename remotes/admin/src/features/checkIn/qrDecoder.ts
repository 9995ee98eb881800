// QR decoding with zxing-wasm (ZXing-C++ compiled to WebAssembly), the reader build only. Its
// .wasm file is one of this remote's own files (webpack asset), never fetched from the package's
// default CDN: the page works offline once loaded and under the site's CSP ('wasm-unsafe-eval').
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';

let prepared: Promise<unknown> | undefined;

/** Loads the decoder once (the first scan or upload would otherwise wait for it). */
export function loadDecoder(): Promise<unknown> {
  prepared ??= prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return prepared;
}

const OPTIONS: ReaderOptions = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 };

/** The text of the first QR code in a camera frame or an image file; null when none. */
export async function decodeQr(input: ImageData | Blob): Promise<string | null> {
  await loadDecoder();
  const [first] = await readBarcodes(input, OPTIONS);
  return first?.isValid ? first.text : null;
}
