import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useResendEmailMutation, type SendEmailsQuery } from '../../generated/graphql';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { Modal } from '../../dialogs/Modal';
import { StyledFacts } from '../../dialogs/StyledFacts';
import { errorText, formatCell, StyledSmallButton } from '../../listKit';

type Mail = SendEmailsQuery['sendEmails']['rows'][number];

const StyledPreview = styled.iframe`
  width: 100%;
  height: min(60vh, 520px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #fff;
`;

/** A mail's subject in the log; it opens the mail in a dialog over the list, where it was asked for. */
export function MailPreviewButton({ mail, refetch }: { mail: Mail; refetch?: () => Promise<unknown> }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [resend, setResend] = useState(false);
  const [resendMail] = useResendEmailMutation();
  const resendable = mail.type !== 'FIND_PASSWORD' && mail.type !== 'SIGN_UP';
  return (
    <>
      <button type="button" className="link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {mail.title}
      </button>
      {open && (
        <Modal wide title={mail.title} onClose={() => setOpen(false)}>
          <StyledFacts>
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
            <dt>{intl.formatMessage({ id: 'admin.mail.state' })}</dt>
            <dd data-testid="mail-state">{intl.formatMessage({ id: `admin.mail.state.${mail.state}` })}</dd>
            <dt>{intl.formatMessage({ id: 'admin.mail.attempts' })}</dt>
            <dd>{mail.delivery_attempts}</dd>
            {mail.delivery_error && (
              <>
                <dt>{intl.formatMessage({ id: 'admin.mail.error' })}</dt>
                <dd>{mail.delivery_error}</dd>
              </>
            )}
            {mail.resent_from && (
              <>
                <dt>{intl.formatMessage({ id: 'admin.mail.resend' })}</dt>
                <dd>{intl.formatMessage({ id: 'admin.mail.resentFrom' }, { id: mail.resent_from })}</dd>
              </>
            )}
          </StyledFacts>
          {/* Mail HTML shown in a sandbox: no scripts, no access to the back office. */}
          <StyledPreview title={mail.title} sandbox="" srcDoc={mail.content} />
          {resendable && (
            <p>
              <StyledSmallButton type="button" aria-haspopup="dialog" onClick={() => setResend(true)}>
                {intl.formatMessage({ id: 'admin.mail.resend' })}
              </StyledSmallButton>
            </p>
          )}
        </Modal>
      )}
      {resend && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'admin.mail.resend.title' })}
          confirmLabel={intl.formatMessage({ id: 'admin.mail.resend.confirm' })}
          errorText={(error) => errorText(intl, error)}
          onConfirm={async () => {
            await resendMail({ variables: { id: mail.id } });
            await refetch?.();
            return { message: intl.formatMessage({ id: 'admin.mail.resend.done' }, { to: mail.usermail }) };
          }}
          onClose={() => setResend(false)}
        >
          <p>
            {intl.formatMessage({ id: 'admin.mail.resend.text' }, { title: mail.title, to: mail.usermail })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
