import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useVisaLetterQuery, type VisaLetterRowFragment } from '../../generated/graphql';
import { Modal } from '../../dialogs/Modal';
import { StyledFacts } from '../../dialogs/StyledFacts';
import { errorText, StyledSmallButton } from '../../listKit';

/** The passport details, read when the dialog opens: the one place the number shows whole. */
function PassportDetails({ id }: { id: string }) {
  const intl = useIntl();
  // Each opening is a read of its own (never from the cache): the API shows the number whole here only.
  const { data, error, loading } = useVisaLetterQuery({ variables: { id }, fetchPolicy: 'network-only' });
  if (error) return <p role="alert">{errorText(intl, error)}</p>;
  const letter = data?.visaLetter;
  if (loading || !letter)
    return (
      <p role="status">
        <FormattedMessage id="admin.visaLetters.detail.loading" />
      </p>
    );
  const rows: [string, string][] = [
    ['field.visaGivenName', letter.given_name],
    ['field.visaFamilyName', letter.family_name],
    ['field.visaCountry', letter.nationality],
    ['field.visaPassportNumber', letter.passport_number],
    ['field.visaBirth', letter.birth],
    ['field.visaIssue', letter.issue],
    ['field.visaExpire', letter.expire],
  ];
  return (
    <StyledFacts aria-label={intl.formatMessage({ id: 'admin.visaLetters.detail' })}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{intl.formatMessage({ id: label })}</dt>
          <dd data-testid={label === 'field.visaPassportNumber' ? 'passport-number' : undefined}>{value}</dd>
        </div>
      ))}
    </StyledFacts>
  );
}

/** Opens one request's passport details (lists show the number masked: M1234****). */
export function PassportButton({ row, label }: { row: VisaLetterRowFragment; label: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <StyledSmallButton
        type="button"
        $variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <FormattedMessage id="admin.visaLetters.detail" />
        <span className="vh">{` ${label}`}</span>
      </StyledSmallButton>
      {open && (
        <Modal
          title={intl.formatMessage({ id: 'admin.visaLetters.detail.title' }, { name: label })}
          onClose={() => setOpen(false)}
        >
          <PassportDetails id={row.id} />
        </Modal>
      )}
    </>
  );
}
