import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { VISA_LETTER_STATUS_LABELS, type VisaLetterStatus } from '@congress/domain';
import { seoulToday, visaLetterSchema } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { tokenState, useDialogs } from '@congress/ui';
import { BusyButton, StyledButton } from '@congress/components';
import { StyledFieldRow, StyledForm, TextField, useSchemaForm } from '@congress/components/forms';
import {
  useMyVisaLetterQuery,
  useRequestVisaLetterMutation,
  type MyVisaLetterQuery,
} from '../../generated/graphql';
import { PassportConsent } from '../consents/PassportConsent';
import { downloadPdf } from './downloadPdf';

const FIELDS = [
  'visaGivenName',
  'visaFamilyName',
  'visaCountry',
  'visaPassportNumber',
  'visaBirth',
  'visaIssue',
  'visaExpire',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const StyledSection = styled.section`
  margin-top: 32px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 16px;
  }
  dd {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: 12px;
  }
`;

/** The form's first values: the request as sent, else the profile's visa fields. */
function initialOf(data: MyVisaLetterQuery): Values {
  const letter = data.myVisaLetter;
  if (letter)
    return {
      visaGivenName: letter.given_name,
      visaFamilyName: letter.family_name,
      visaCountry: letter.nationality,
      visaPassportNumber: letter.passport_number,
      visaBirth: letter.birth,
      visaIssue: letter.issue,
      visaExpire: letter.expire,
    };
  const me = data.me;
  return Object.fromEntries(FIELDS.map((field) => [field, me?.[field] ?? ''])) as Values;
}

function VisaLetterForm(props: { initial: Values; onDone: () => Promise<unknown>; onCancel?: () => void }) {
  const intl = useIntl();
  const { showError } = useDialogs();
  const [request] = useRequestVisaLetterMutation();
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(() => visaLetterSchema(seoulToday(new Date())), props.initial);
  // The passport number's own consent (issue 39 §1), answered with each request.
  const [consent, setConsent] = useState<{ given: boolean; version: number | null }>({
    given: false,
    version: null,
  });
  const [consentError, setConsentError] = useState<string | null>(null);
  const onSubmit = form.submit(async () => {
    if (!consent.given || consent.version == null) {
      setConsentError('consent.requiredRefused');
      return;
    }
    setBusy(true);
    try {
      await request({
        variables: {
          input: { ...form.values, passportConsentVersion: consent.version },
          locale: intl.locale,
        },
      });
      await props.onDone();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const onForm = Object.keys(fields).filter((field) => (FIELDS as readonly string[]).includes(field));
      if (fields['consents.PASSPORT']) setConsentError(fields['consents.PASSPORT']);
      else if (onForm.length) form.setErrors(fields);
      else {
        const code = Object.values(fields)[0];
        showError(code && intl.messages[code] ? code : `error.${errorCodeOf(error)}`);
      }
    } finally {
      setBusy(false);
    }
  });
  return (
    <StyledForm onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'visaLetter.form' })}>
      <p>
        <FormattedMessage id="visaLetter.formIntro" />
      </p>
      <StyledFieldRow>
        <TextField
          form={form}
          name="visaGivenName"
          labelId="field.visaGivenName"
          hintId="visaLetter.nameHint"
          required
        />
        <TextField
          form={form}
          name="visaFamilyName"
          labelId="field.visaFamilyName"
          hintId="visaLetter.nameHint"
          required
        />
      </StyledFieldRow>
      <StyledFieldRow>
        <TextField
          form={form}
          name="visaCountry"
          labelId="field.visaCountry"
          hintId="visaLetter.nationalityHint"
          required
        />
        <TextField form={form} name="visaPassportNumber" labelId="field.visaPassportNumber" required />
      </StyledFieldRow>
      <StyledFieldRow>
        <TextField form={form} name="visaBirth" labelId="field.visaBirth" type="date" required />
        <TextField form={form} name="visaIssue" labelId="field.visaIssue" type="date" required />
        <TextField
          form={form}
          name="visaExpire"
          labelId="field.visaExpire"
          type="date"
          hintId="visaLetter.expiryHint"
          required
        />
      </StyledFieldRow>
      <PassportConsent
        given={consent.given}
        error={consentError}
        onChange={(given, version) => {
          setConsent({ given, version });
          setConsentError(null);
        }}
      />
      <div className="actions">
        <BusyButton busy={busy}>
          <FormattedMessage id="visaLetter.send" />
        </BusyButton>
        {props.onCancel && (
          <StyledButton type="button" $variant="secondary" onClick={props.onCancel}>
            <FormattedMessage id="visaLetter.cancel" />
          </StyledButton>
        )}
      </div>
    </StyledForm>
  );
}

/**
 * The visa invitation letter on My registration (docs/decisions.md): ask with the passport
 * details (prefilled from the profile), follow the request, download the PDF once approved.
 */
export function VisaLetterSection() {
  const intl = useIntl();
  const token = useAtomValue(tokenState);
  const { showError } = useDialogs();
  const { data, refetch } = useMyVisaLetterQuery({ fetchPolicy: 'network-only' });
  const [editing, setEditing] = useState(false);
  if (!data) return null;
  const letter = data.myVisaLetter;
  const done = async () => {
    await refetch();
    setEditing(false);
  };
  return (
    <StyledSection aria-labelledby="visa-letter-heading">
      <h2 id="visa-letter-heading">
        <FormattedMessage id="visaLetter.heading" />
      </h2>
      {!letter && !editing && (
        <>
          <p>
            <FormattedMessage id="visaLetter.intro" />
          </p>
          <StyledButton type="button" onClick={() => setEditing(true)}>
            <FormattedMessage id="visaLetter.request" />
          </StyledButton>
        </>
      )}
      {letter && !editing && (
        <>
          <dl>
            <dt>
              <FormattedMessage id="visaLetter.status" />
            </dt>
            <dd data-testid="visa-letter-status">
              {
                VISA_LETTER_STATUS_LABELS[letter.status as VisaLetterStatus]?.[
                  intl.locale === 'ko' ? 'ko' : 'en'
                ]
              }
            </dd>
            <dt>
              <FormattedMessage id="visaLetter.passportName" />
            </dt>
            <dd>
              {letter.given_name} {letter.family_name.toUpperCase()}
            </dd>
            <dt>
              <FormattedMessage id="visaLetter.requested" />
            </dt>
            <dd>
              <FormattedDate value={letter.requested_at} dateStyle="long" timeZone="Asia/Seoul" />
            </dd>
            {letter.letter_number && (
              <>
                <dt>
                  <FormattedMessage id="visaLetter.number" />
                </dt>
                <dd>{letter.letter_number}</dd>
              </>
            )}
            {letter.status === 'REJECTED' && letter.reason && (
              <>
                <dt>
                  <FormattedMessage id="visaLetter.reason" />
                </dt>
                <dd>{letter.reason}</dd>
              </>
            )}
          </dl>
          <p>
            <FormattedMessage id={`visaLetter.explain.${letter.status}`} />
          </p>
          <div className="actions">
            {letter.pdf_url && (
              <StyledButton
                type="button"
                onClick={() =>
                  downloadPdf(letter.pdf_url as string, token, `${letter.letter_number}.pdf`).catch(
                    (error: { code?: string }) => showError(`error.${error.code ?? 'INTERNAL'}`),
                  )
                }
              >
                <FormattedMessage id="visaLetter.download" />
              </StyledButton>
            )}
            {letter.editable && (
              <StyledButton type="button" $variant="secondary" onClick={() => setEditing(true)}>
                <FormattedMessage id="visaLetter.change" />
              </StyledButton>
            )}
          </div>
        </>
      )}
      {editing && (
        <VisaLetterForm initial={initialOf(data)} onDone={done} onCancel={() => setEditing(false)} />
      )}
    </StyledSection>
  );
}
