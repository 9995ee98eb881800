import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '@congress/components';
import { DOWNLOAD_REASON_MAX } from '@congress/domain/lists';
import { Modal } from '../dialogs/Modal';

const StyledReason = styled.form`
  display: grid;
  gap: 8px;
  textarea {
    width: 100%;
    font: inherit;
  }
  .hint {
    margin: 0;
    font-size: 0.85rem;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
    margin-top: 12px;
  }
`;

/**
 * Asks why personal data is downloaded before the download starts (issue 39 §3): the reason goes
 * with the request and is kept in the access record with the rows the file holds.
 */
export function ReasonDialog(props: { onConfirm: (reason: string) => void; onClose: () => void }) {
  const intl = useIntl();
  const id = useId();
  const [reason, setReason] = useState('');
  const ready = reason.trim().length > 0;
  return (
    <Modal title={intl.formatMessage({ id: 'admin.export.reason.title' })} onClose={props.onClose}>
      <StyledReason
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) props.onConfirm(reason.trim());
        }}
      >
        <label htmlFor={id}>
          <FormattedMessage id="admin.export.reason.label" />
        </label>
        <textarea
          id={id}
          rows={3}
          required
          maxLength={DOWNLOAD_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className="hint">
          <FormattedMessage id="admin.export.reason.hint" />
        </p>
        <div className="actions">
          <StyledButton type="button" $variant="secondary" onClick={props.onClose}>
            <FormattedMessage id="common.cancel" />
          </StyledButton>
          <StyledButton type="submit" aria-disabled={!ready}>
            <FormattedMessage id="admin.export.reason.confirm" />
          </StyledButton>
        </div>
      </StyledReason>
    </Modal>
  );
}
