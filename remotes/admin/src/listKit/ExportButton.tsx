import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSession } from '@congress/ui';
import { downloadStream, type DownloadProgress } from './downloadStream';
import { errorText } from './errors';
import { ReasonDialog } from './ReasonDialog';
import { StyledSmallButton } from './styles';
import type { ExportRequest } from './types';

const StyledExport = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  progress {
    width: 120px;
  }
  .status {
    font-size: 0.85rem;
  }
  .status.error {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 500;
  }
`;

/**
 * The Excel export (and the other downloads of the lists: badges, certificates, credit files):
 * fetched with the session token and streamed, with progress and a cancel button while it runs,
 * and the outcome (or the error) said next to the button. A file of personal data asks its reason
 * first (ReasonDialog), which the API requires and keeps in the access record.
 */
export function ExportButton(props: { request: ExportRequest; selected: number; labelId?: string }) {
  const intl = useIntl();
  const { token } = useSession();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [result, setResult] = useState<{ ok: true; file: string } | { ok: false; text: string } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);

  const start = async (reason?: string) => {
    const { bySelection: _bySelection, personalData: _personalData, ...request } = props.request;
    const controller = new AbortController();
    abort.current = controller;
    setResult(null);
    setProgress({ received: 0, total: null });
    try {
      const file = await downloadStream({
        ...request,
        token,
        reason,
        signal: controller.signal,
        onProgress: setProgress,
      });
      setResult({ ok: true, file });
    } catch (error) {
      setResult(
        controller.signal.aborted
          ? { ok: false, text: intl.formatMessage({ id: 'admin.export.cancelled' }) }
          : { ok: false, text: errorText(intl, error) },
      );
    } finally {
      // The cancel button goes away with the progress: keep the focus on the export button.
      if (document.activeElement === cancel.current) button.current?.focus();
      abort.current = null;
      setProgress(null);
    }
  };

  const kb = (bytes: number) => intl.formatNumber(Math.ceil(bytes / 1024));
  return (
    <StyledExport>
      {/* The button stays where it is while the file comes, so the keyboard focus stays too. */}
      <StyledSmallButton
        ref={button}
        type="button"
        $variant="secondary"
        aria-disabled={!!progress}
        onClick={() => {
          if (progress) return;
          if (props.request.personalData) setAsking(true);
          else void start();
        }}
      >
        <FormattedMessage
          id={
            progress
              ? 'admin.export.working'
              : (props.labelId ?? (props.selected ? 'admin.export.selected' : 'admin.exportExcel'))
          }
          values={{ count: props.selected }}
        />
      </StyledSmallButton>
      {progress && (
        <>
          <progress
            aria-label={intl.formatMessage({ id: 'admin.export.progress' })}
            max={progress.total ?? undefined}
            value={progress.total ? progress.received : undefined}
          />
          <span className="status" role="status">
            <FormattedMessage id="admin.export.received" values={{ kb: kb(progress.received) }} />
          </span>
          <StyledSmallButton
            ref={cancel}
            type="button"
            $variant="secondary"
            onClick={() => abort.current?.abort()}
          >
            <FormattedMessage id="common.cancel" />
          </StyledSmallButton>
        </>
      )}
      {asking && (
        <ReasonDialog
          onClose={() => setAsking(false)}
          onConfirm={(reason) => {
            setAsking(false);
            void start(reason);
          }}
        />
      )}
      {result && (
        <span className={result.ok ? 'status' : 'status error'} role={result.ok ? 'status' : 'alert'}>
          {result.ok ? (
            <FormattedMessage id="admin.export.done" values={{ file: result.file }} />
          ) : (
            result.text
          )}
        </span>
      )}
    </StyledExport>
  );
}
