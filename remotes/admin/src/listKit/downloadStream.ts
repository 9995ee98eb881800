/** Bytes received so far, and the total when the server announced one (a streamed export does not). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

export class DownloadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`download failed: HTTP ${status}${code ? ` ${code}` : ''}`);
  }
}

/** The file name of a Content-Disposition header (RFC 6266, UTF-8 form first). */
export function filenameFrom(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1] ? plain[1].trim() : null;
}

/**
 * Fetches a protected file with the bearer token (a plain link cannot carry it), reading the
 * body chunk by chunk to report progress, then hands the browser the file to save.
 */
export async function downloadStream(options: {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  token: string | null;
  filename: string;
  /** Why personal data is downloaded (header X-Download-Reason, URI-encoded: headers are Latin-1). */
  reason?: string;
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
}): Promise<string> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.reason) headers['x-download-reason'] = encodeURIComponent(options.reason);
  const res = await fetch(options.url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { code?: string } | null;
    throw new DownloadError(res.status, answer?.code);
  }
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      options.onProgress?.({ received, total });
    }
  }
  const filename = filenameFrom(res.headers.get('content-disposition')) ?? options.filename;
  const blob = new Blob(chunks, { type: res.headers.get('content-type') ?? 'application/octet-stream' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the save asynchronously in some browsers: free the blob a little later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return filename;
}
