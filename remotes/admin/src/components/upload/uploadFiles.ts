import type { UploadUse } from '@congress/domain';

/** A stored file as POST /upload answers it. */
export interface UploadedFile {
  id: string;
  name: string;
  url: string;
  mime?: string | null;
  size?: number | null;
  width?: number | null;
  height?: number | null;
}

/** An upload the API refused: its error code (error.<code>) and, for VALIDATION_FAILED, the fields. */
export class UploadError extends Error {
  constructor(
    readonly code: string,
    readonly fields: readonly { field: string; code: string }[] = [],
  ) {
    super(`upload failed: ${code}`);
  }
}

/**
 * POST /upload?use=<use> (spec §7): multipart `files`, bearer token. The API checks each file's
 * real type and size against the use (@congress/domain UPLOAD_USES).
 */
export async function uploadFiles(
  use: UploadUse,
  files: readonly File[],
  token: string | null,
): Promise<UploadedFile[]> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  let res: Response;
  try {
    res = await fetch(`/upload?use=${encodeURIComponent(use)}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body,
    });
  } catch {
    throw new UploadError('UNAVAILABLE');
  }
  const answer = (await res.json().catch(() => null)) as {
    files?: UploadedFile[];
    code?: string;
    fields?: { field: string; code: string }[];
  } | null;
  if (!res.ok || !answer?.files)
    throw new UploadError(
      answer?.code ?? (res.status === 401 ? 'LOGIN_REQUIRED' : 'INTERNAL'),
      answer?.fields,
    );
  return answer.files.map((file) => ({ ...file, id: String(file.id) }));
}
