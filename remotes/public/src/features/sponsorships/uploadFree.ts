// POST /upload/free?use=sponsorDocument (no login): one file, with upload progress (XMLHttpRequest
// reports it; fetch does not). The answer carries the file's claim secret, which the application
// sends with the file's id: only this browser can attach the file.

export interface ClaimedFile {
  id: string;
  claim: string;
  name: string;
  size: number | null;
}

export class UploadError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** The translated message id of an upload's failure (its field code, else the error code). */
function codeOf(status: number, body: unknown): string {
  const answer = body as { code?: string; fields?: { code?: string }[] } | null;
  const field = answer?.fields?.[0]?.code;
  if (field?.startsWith('validation.')) return field;
  if (status === 413) return 'validation.fileTooLarge';
  return `error.${answer?.code ?? 'INTERNAL'}`;
}

export function uploadFree(file: File, onProgress: (percent: number) => void): Promise<ClaimedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/upload/free?use=sponsorDocument');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { files?: ClaimedFile[] } | null;
      const uploaded = body?.files?.[0];
      if (xhr.status === 201 && uploaded) resolve(uploaded);
      else reject(new UploadError(codeOf(xhr.status, body)));
    };
    xhr.onerror = () => reject(new UploadError('error.NETWORK'));
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}
