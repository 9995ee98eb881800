import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@congress/router';
import { useTypedBeforeHydration } from '@congress/components';
import type { ConsentKind, ConsentTextsQuery } from './generated/graphql';

type Text = ConsentTextsQuery['consentTexts'][number];

const StyledConsents = styled.fieldset`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 12px 16px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  min-width: 0;
  legend {
    font-weight: 600;
  }
  section {
    display: grid;
    gap: 4px;
  }
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  .text {
    max-height: 9em;
    overflow-y: auto;
    padding: 8px 12px;
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
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
    font-size: 0.9rem;
  }
`;

export type ConsentChoices = Partial<Record<ConsentKind, boolean>>;

function ConsentItem(props: {
  text: Text;
  checked: boolean;
  error: string | null;
  onChange: (given: boolean) => void;
}) {
  const intl = useIntl();
  const { text, checked, error } = props;
  const ids = { text: useId(), error: useId() };
  const control = useTypedBeforeHydration<HTMLInputElement>(checked, (v) => props.onChange(Boolean(v)));
  return (
    <section aria-labelledby={`${ids.text}-h`}>
      <h2 id={`${ids.text}-h`}>
        <FormattedMessage id={`consent.title.${text.kind}`} />{' '}
        <FormattedMessage id={text.required ? 'consent.required' : 'consent.optional'} />
      </h2>
      <div className="text" id={ids.text} tabIndex={0}>
        {intl.locale === 'ko' ? text.body_ko : text.body_en}
      </div>
      <label>
        <input
          ref={control}
          type="checkbox"
          name={`consent-${text.kind}`}
          checked={checked}
          aria-describedby={error ? `${ids.text} ${ids.error}` : ids.text}
          aria-invalid={error ? true : undefined}
          onChange={(e) => props.onChange(e.target.checked)}
        />
        <FormattedMessage id={`consent.agree.${text.kind}`} />
      </label>
      {error && (
        <span className="error" id={ids.error} role="alert">
          <FormattedMessage id={error} />
        </span>
      )}
    </section>
  );
}

/**
 * The sign-up's consents, each stated on its own with its text and its own box (PIPA Art. 22(1)):
 * the required collection and use, the provision to the KMA, mails about future congresses, and the
 * passport number's processing when passport details are given. Nothing is ticked beforehand.
 */
export function SignUpConsents(props: {
  texts: readonly Text[];
  kinds: readonly ConsentKind[];
  choices: ConsentChoices;
  errors: Partial<Record<ConsentKind, string>>;
  onChange: (kind: ConsentKind, given: boolean) => void;
}) {
  const byKind = new Map(props.texts.map((t) => [t.kind, t]));
  return (
    <StyledConsents>
      <legend>
        <FormattedMessage id="consent.legend" />
      </legend>
      <p>
        <FormattedMessage
          id="consent.intro"
          values={{ link: (chunks) => <Link to="/privacy">{chunks}</Link> }}
        />
      </p>
      {props.kinds.map((kind) => {
        const text = byKind.get(kind);
        return text ? (
          <ConsentItem
            key={kind}
            text={text}
            checked={props.choices[kind] ?? false}
            error={props.errors[kind] ?? null}
            onChange={(given) => props.onChange(kind, given)}
          />
        ) : null;
      })}
    </StyledConsents>
  );
}
