// POST /upload?use=… with the bearer token, reporting the bytes sent (spec §7: "progress is
// reported"). XMLHttpRequest, not fetch: only it reports upload progress in every browser.
import type { UploadUse } from '@congress/domain';

/** A stored file as the API returns it (UploadedFile in GraphQL). */
export interface UploadedFileInfo {
  id: string;
  name: string;
  url: string;
  mime: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
}

/** A refused or failed upload: the API's code and field problems, or status 0 for no answer. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly fields: readonly { field: string; code: string }[] = [],
  ) {
    super(`upload failed: HTTP ${status}${code ? ` ${code}` : ''}`);
  }
}

export interface UploadOptions {
  use: UploadUse;
  files: readonly File[];
  token: string | null;
  /** Bytes sent so far and the request's size. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** API origin (default: this page's origin, which proxies /upload). */
  baseUrl?: string;
}

export function uploadWithProgress(options: UploadOptions): Promise<UploadedFileInfo[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${options.baseUrl ?? ''}/upload?use=${encodeURIComponent(options.use)}`);
    if (options.token) xhr.setRequestHeader('authorization', `Bearer ${options.token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as {
        ok?: boolean;
        code?: string;
        fields?: { field: string; code: string }[];
        files?: UploadedFileInfo[];
      };
      if (xhr.status >= 200 && xhr.status < 300 && body.files) resolve(body.files);
      else reject(new UploadError(xhr.status, body.code, body.fields ?? []));
    };
    xhr.onerror = () => reject(new UploadError(0, 'NETWORK'));
    xhr.onabort = () => reject(new UploadError(0, 'ABORTED'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const file of options.files) form.append('files', file, file.name);
    xhr.send(form);
  });
}
