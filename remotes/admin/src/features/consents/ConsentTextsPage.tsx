import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { koreaDateTimeText } from '@congress/domain/validation';
import { BusyButton } from '@congress/components';
import { fieldErrorsOf } from '@congress/graphql';
import {
  useAdminConsentTextVersionsQuery,
  usePublishConsentTextMutation,
  type ConsentKind,
} from '../../generated/graphql';
import {
  errorText,
  PageNotice,
  type PageNoticeState,
  QueryErrorNotice,
  StyledAdminPage,
} from '../../listKit';

const KINDS: ConsentKind[] = ['COLLECTION', 'KMA_PROVISION', 'FUTURE_MAILS', 'PASSPORT', 'PRIVACY_POLICY'];

const StyledEditor = styled.form`
  display: grid;
  gap: 12px;
  max-width: 880px;
  padding: 16px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  label {
    font-weight: 600;
  }
  .field {
    display: grid;
    gap: 4px;
    margin: 0;
  }
  select,
  textarea {
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font: inherit;
    max-width: 100%;
  }
  select {
    min-height: 40px;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.85rem;
  }
  details div {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: 0.9rem;
  }
`;

/** general/consentTexts: each consent text and the privacy policy, published as new versions. */
export default function ConsentTextsPage() {
  const intl = useIntl();
  const ids = { kind: useId(), en: useId(), ko: useId() };
  const [kind, setKind] = useState<ConsentKind>('COLLECTION');
  const versions = useAdminConsentTextVersionsQuery({
    variables: { kind },
    fetchPolicy: 'cache-and-network',
  });
  const [publish] = usePublishConsentTextMutation();
  const current = versions.data?.consentTextVersions[0];
  const [bodyEn, setBodyEn] = useState('');
  const [bodyKo, setBodyKo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<PageNoticeState>(null);
  const [busy, setBusy] = useState(false);

  // The editor starts from the current version of the chosen text.
  useEffect(() => {
    setBodyEn(current?.body_en ?? '');
    setBodyKo(current?.body_ko ?? '');
    setErrors({});
  }, [current?.id, current?.body_en, current?.body_ko]);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (current && bodyEn.trim() === current.body_en && bodyKo.trim() === current.body_ko) {
      setNotice({ tone: 'error', text: intl.formatMessage({ id: 'admin.consents.unchanged' }) });
      return;
    }
    setBusy(true);
    try {
      const { data } = await publish({
        variables: { input: { kind, body_en: bodyEn, body_ko: bodyKo } },
        refetchQueries: ['AdminConsentTextVersions'],
        awaitRefetchQueries: true,
      });
      setErrors({});
      setNotice({
        tone: 'success',
        text: intl.formatMessage(
          { id: 'admin.consents.published' },
          { version: data?.publishConsentText.version ?? '' },
        ),
      });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (!Object.keys(fields).length) setNotice({ tone: 'error', text: errorText(intl, error) });
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: string, id: string) =>
    errors[field] ? (
      <span className="error" id={`${id}-error`}>
        {intl.formatMessage({ id: errors[field] })}
      </span>
    ) : null;

  return (
    <StyledAdminPage>
      <h1>
        <FormattedMessage id="admin.consents.title" />
      </h1>
      <p>
        <FormattedMessage id="admin.consents.intro" />
      </p>
      <StyledEditor noValidate onSubmit={(e) => void onSubmit(e)}>
        <p className="field">
          <label htmlFor={ids.kind}>
            <FormattedMessage id="admin.consents.kind" />
          </label>
          <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as ConsentKind)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {intl.formatMessage({ id: `admin.consents.kind.${k}` })}
              </option>
            ))}
          </select>
        </p>
        <QueryErrorNotice error={versions.error} />
        {current && (
          <p>
            <FormattedMessage
              id="admin.consents.current"
              values={{
                version: current.version,
                when: koreaDateTimeText(current.created_at),
                by: current.created_by
                  ? `${current.created_by.givenName ?? ''} ${current.created_by.familyName ?? ''}`.trim() ||
                    current.created_by.email
                  : 'none',
              }}
            />
          </p>
        )}
        <p className="field">
          <label htmlFor={ids.en}>
            <FormattedMessage id="admin.consents.bodyEn" />
          </label>
          <textarea
            id={ids.en}
            rows={8}
            value={bodyEn}
            onChange={(e) => setBodyEn(e.target.value)}
            aria-invalid={errors.body_en ? true : undefined}
            aria-describedby={errors.body_en ? `${ids.en}-error` : undefined}
          />
          {errorOf('body_en', ids.en)}
        </p>
        <p className="field">
          <label htmlFor={ids.ko}>
            <FormattedMessage id="admin.consents.bodyKo" />
          </label>
          <textarea
            id={ids.ko}
            rows={8}
            lang="ko"
            value={bodyKo}
            onChange={(e) => setBodyKo(e.target.value)}
            aria-invalid={errors.body_ko ? true : undefined}
            aria-describedby={errors.body_ko ? `${ids.ko}-error` : undefined}
          />
          {errorOf('body_ko', ids.ko)}
        </p>
        <PageNotice notice={notice} />
        <div>
          <BusyButton busy={busy}>
            <FormattedMessage id="admin.consents.publish" />
          </BusyButton>
        </div>
        {(versions.data?.consentTextVersions.length ?? 0) > 1 && (
          <section>
            <h2>
              <FormattedMessage id="admin.consents.versions" />
            </h2>
            {versions.data!.consentTextVersions.slice(1).map((v) => (
              <details key={v.id}>
                <summary>
                  {intl.formatMessage(
                    { id: 'admin.consents.version' },
                    { version: v.version, when: koreaDateTimeText(v.created_at) },
                  )}
                </summary>
                <div>{v.body_en}</div>
                <div lang="ko">{v.body_ko}</div>
              </details>
            ))}
          </section>
        )}
      </StyledEditor>
    </StyledAdminPage>
  );
}
