import { useId, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { acceptOf, UPLOAD_USES, type UploadUse } from '@congress/domain';
import { megabytesOf, typesOf, useUpload } from './useUpload';
import type { UploadedFileInfo } from './uploadWithProgress';

const StyledField = styled.div`
  display: grid;
  gap: 6px;
  .upload-label {
    font-weight: 600;
  }
  .upload-hint {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  input[type='file'] {
    max-width: 100%;
    font: inherit;
  }
  .upload-progress {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 8px;
    align-items: center;
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
  progress {
    grid-column: 1 / -1;
    width: 100%;
    height: 12px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  .upload-error {
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.9rem;
    margin: 0;
  }
  .upload-cancel {
    min-height: 32px;
    padding: 2px 10px;
    font: inherit;
    cursor: pointer;
  }
`;

/**
 * A file picker for one upload use: what it accepts and how large, a progress bar while the file
 * is sent (POST /upload), a translated error when it is refused. Hands the stored files over.
 */
export function FileUploadField(props: {
  use: UploadUse;
  label: ReactNode;
  onUploaded: (files: UploadedFileInfo[]) => void | Promise<void>;
  disabled?: boolean;
  /** Files already attached (lowers how many more may be chosen). */
  attached?: number;
}) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { progress, error, busy, upload, cancel } = useUpload(props.use);
  const room = UPLOAD_USES[props.use].maxFiles - (props.attached ?? 0);
  const full = UPLOAD_USES[props.use].maxFiles > 1 && room <= 0;

  const pick = async () => {
    const files = [...(input.current?.files ?? [])];
    if (!files.length) return;
    const stored = await upload(files.slice(0, Math.max(room, 1)));
    if (input.current) input.current.value = '';
    if (stored) await props.onUploaded(stored);
  };

  return (
    <StyledField>
      <label className="upload-label" htmlFor={id}>
        {props.label}
      </label>
      <span className="upload-hint" id={`${id}-hint`}>
        <FormattedMessage
          id="upload.allowed"
          values={{
            types: typesOf(props.use),
            size: megabytesOf(props.use),
            count: UPLOAD_USES[props.use].maxFiles,
          }}
        />
      </span>
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptOf(props.use)}
        multiple={room > 1}
        disabled={props.disabled || busy || full}
        aria-describedby={`${id}-hint`}
        onChange={() => void pick()}
      />
      {progress && (
        <div className="upload-progress" role="status">
          <span>
            <FormattedMessage
              id="upload.progress"
              values={{ name: progress.name, percent: progress.percent }}
            />
          </span>
          <button type="button" className="upload-cancel" onClick={cancel}>
            <FormattedMessage id="upload.cancel" />
          </button>
          <progress
            max={100}
            value={progress.percent}
            aria-label={intl.formatMessage({ id: 'upload.progressLabel' })}
          />
        </div>
      )}
      {error && (
        <p className="upload-error" role="alert">
          {error}
        </p>
      )}
    </StyledField>
  );
}
