import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { EXTENSIONS_OF, IMAGE_LIMITS, UPLOAD_USES, type UploadUse } from '@congress/domain';
import { tokenState } from '@congress/ui';
import { UploadError, uploadWithProgress, type UploadedFileInfo } from './uploadWithProgress';

/** The kinds a use accepts, as a reader knows them: "PDF, PPTX, MP4". */
export const typesOf = (use: UploadUse): string =>
  UPLOAD_USES[use].types
    .map((type) => (EXTENSIONS_OF[type] ?? type).split(',')[0]!.replace('.', '').toUpperCase())
    .join(', ');

export const megabytesOf = (use: UploadUse): number => UPLOAD_USES[use].maxBytes / (1024 * 1024);

export interface UploadState {
  /** The file being sent and how far (0-100), while an upload runs. */
  progress: { name: string; percent: number } | null;
  /** What went wrong, in the reader's language. */
  error: string | null;
  busy: boolean;
}

/**
 * Uploads files of one use with progress and translated errors. The size and count limits are
 * checked before anything is sent; the API checks again, and checks the real type.
 */
export function useUpload(use: UploadUse) {
  const intl = useIntl();
  const token = useAtomValue(tokenState);
  const [state, setState] = useState<UploadState>({ progress: null, error: null, busy: false });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const messageOf = useCallback(
    (error: unknown): string => {
      const values = { size: megabytesOf(use), types: typesOf(use), count: UPLOAD_USES[use].maxFiles };
      if (!(error instanceof UploadError)) return intl.formatMessage({ id: 'upload.error.other' });
      const field = error.fields[0]?.code;
      if (field === 'validation.fileTooLarge' || error.status === 413)
        return intl.formatMessage({ id: 'upload.error.fileTooLarge' }, values);
      if (field === 'validation.fileType') return intl.formatMessage({ id: 'upload.error.fileType' }, values);
      if (field === 'validation.fileEmpty') return intl.formatMessage({ id: 'upload.error.fileEmpty' });
      if (field === 'validation.imageDimensions')
        return intl.formatMessage(
          { id: 'upload.error.imageDimensions' },
          { pixels: IMAGE_LIMITS.maxPixels / 1_000_000, side: IMAGE_LIMITS.maxSide },
        );
      if (field === 'validation.uploadUse') return intl.formatMessage({ id: 'upload.error.notPermitted' });
      if (field === 'validation.tooManyFiles')
        return intl.formatMessage({ id: 'upload.error.tooMany' }, values);
      if (error.code === 'LOGIN_REQUIRED' || error.status === 401)
        return intl.formatMessage({ id: 'upload.error.login' });
      if (error.code === 'NETWORK') return intl.formatMessage({ id: 'upload.error.network' });
      if (error.code === 'ABORTED') return intl.formatMessage({ id: 'upload.error.aborted' });
      return intl.formatMessage({ id: 'upload.error.other' });
    },
    [intl, use],
  );

  /** Sends the files; the stored files, or null (the error is in the state). */
  const upload = useCallback(
    async (files: readonly File[]): Promise<UploadedFileInfo[] | null> => {
      const policy = UPLOAD_USES[use];
      const local =
        files.length > policy.maxFiles
          ? new UploadError(400, 'VALIDATION_FAILED', [{ field: 'files', code: 'validation.tooManyFiles' }])
          : files.some((file) => file.size > policy.maxBytes)
            ? new UploadError(413, 'PAYLOAD_TOO_LARGE', [{ field: 'files', code: 'validation.fileTooLarge' }])
            : files.some((file) => file.size === 0)
              ? new UploadError(400, 'VALIDATION_FAILED', [{ field: 'files', code: 'validation.fileEmpty' }])
              : null;
      if (!files.length) return null;
      if (local) {
        setState({ progress: null, error: messageOf(local), busy: false });
        return null;
      }
      const name = files.map((file) => file.name).join(', ');
      abort.current = new AbortController();
      setState({ progress: { name, percent: 0 }, error: null, busy: true });
      try {
        const stored = await uploadWithProgress({
          use,
          files,
          token,
          signal: abort.current.signal,
          onProgress: (sent, total) =>
            setState((s) => ({
              ...s,
              progress: { name, percent: Math.floor((sent / Math.max(total, 1)) * 100) },
            })),
        });
        setState({ progress: null, error: null, busy: false });
        return stored;
      } catch (error) {
        setState({ progress: null, error: messageOf(error), busy: false });
        return null;
      } finally {
        abort.current = null;
      }
    },
    [messageOf, token, use],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);
  return { ...state, upload, cancel };
}
