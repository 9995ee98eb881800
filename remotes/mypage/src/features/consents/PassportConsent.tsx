import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { usePassportConsentTextQuery } from '../../generated/graphql';

const StyledConsent = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  min-width: 0;
  legend {
    font-weight: 600;
  }
  .text {
    max-height: 8em;
    overflow-y: auto;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: 0.9rem;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    flex: none;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * The passport number's own consent (a unique identifier, PIPA Art. 24(1)), asked with the visa
 * letter request apart from every other consent. Reports the version of the text shown.
 */
export function PassportConsent(props: {
  given: boolean;
  error: string | null;
  onChange: (given: boolean, version: number | null) => void;
}) {
  const intl = useIntl();
  const ids = { text: useId(), error: useId() };
  const { data } = usePassportConsentTextQuery({ fetchPolicy: 'cache-and-network' });
  const text = data?.consentTexts.find((t) => t.kind === 'PASSPORT');
  if (!text) return null;
  return (
    <StyledConsent>
      <legend>
        <FormattedMessage id="visaLetter.passportConsent.title" />
      </legend>
      <div className="text" id={ids.text} tabIndex={0}>
        {intl.locale === 'ko' ? text.body_ko : text.body_en}
      </div>
      <label>
        <input
          type="checkbox"
          name="passportConsent"
          checked={props.given}
          aria-describedby={props.error ? `${ids.text} ${ids.error}` : ids.text}
          aria-invalid={props.error ? true : undefined}
          onChange={(e) => props.onChange(e.target.checked, text.version)}
        />
        <FormattedMessage id="visaLetter.passportConsent.agree" />
      </label>
      {props.error && (
        <span className="error" id={ids.error} role="alert">
          <FormattedMessage id={props.error} />
        </span>
      )}
    </StyledConsent>
  );
}
