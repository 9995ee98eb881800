import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SendEmailsQuery } from '../../generated/graphql';
import { Modal } from '../../dialogs/Modal';
import { formatCell } from '../../listKit';

type Mail = SendEmailsQuery['sendEmails']['rows'][number];

const StyledPreview = styled.iframe`
  width: 100%;
  height: min(60vh, 520px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #fff;
`;

const StyledMeta = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0 0 12px;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A mail's subject in the log; it opens the mail in a dialog over the list, where it was asked for. */
export function MailPreviewButton({ mail }: { mail: Mail }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {mail.title}
      </button>
      {open && (
        <Modal wide title={mail.title} onClose={() => setOpen(false)}>
          <StyledMeta>
            <dt>{intl.formatMessage({ id: 'admin.mail.to' })}</dt>
            <dd>{mail.usermail}</dd>
            <dt>{intl.formatMessage({ id: 'admin.mail.type' })}</dt>
            <dd>
              {formatCell({ key: 'type', kind: 'mailType', label: { en: '', ko: '' } }, mail.type, intl)}
            </dd>
            <dt>{intl.formatMessage({ id: 'admin.mail.sent' })}</dt>
            <dd>
              {mail.sent_at
                ? formatCell(
                    { key: 'sent_at', kind: 'dateTime', label: { en: '', ko: '' } },
                    mail.sent_at,
                    intl,
                  )
                : intl.formatMessage({ id: 'admin.mail.queued' })}
            </dd>
          </StyledMeta>
          {/* Mail HTML shown in a sandbox: no scripts, no access to the back office. */}
          <StyledPreview title={mail.title} sandbox="" srcDoc={mail.content} />
        </Modal>
      )}
    </>
  );
}
