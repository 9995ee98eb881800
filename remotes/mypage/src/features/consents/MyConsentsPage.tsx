import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { koreaDateTimeText } from '@congress/domain/validation';
import { BusyButton, Page, StyledNotice } from '@congress/components';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import {
  useMyConsentsQuery,
  useSetMyConsentMutation,
  type MyConsentRowFragment,
} from '../../generated/graphql';

const StyledConsents = styled.div`
  display: grid;
  gap: 20px;
  section {
    display: grid;
    gap: 8px;
    padding: 14px 16px;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  p {
    margin: 0;
  }
  details div {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: 0.9rem;
    padding-top: 8px;
  }
  summary {
    cursor: pointer;
    min-height: 32px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

function ConsentSection({ consent }: { consent: MyConsentRowFragment }) {
  const intl = useIntl();
  const [setConsent] = useSetMyConsentMutation();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; id: string } | null>(null);
  const body = intl.locale === 'ko' ? consent.text.body_ko : consent.text.body_en;
  const change = async (given: boolean) => {
    setBusy(true);
    setNotice(null);
    try {
      // The answers have no id of their own: the page's query is read again (and the history with it).
      await setConsent({
        variables: { kind: consent.kind, version: consent.text.version, given },
        refetchQueries: ['MyConsents'],
        awaitRefetchQueries: true,
      });
      setNotice({ tone: 'success', id: given ? 'mypage.consents.givenNow' : 'mypage.consents.withdrawn' });
    } catch (error) {
      const fields = Object.values(fieldErrorsOf(error));
      setNotice({ tone: 'error', id: fields[0] ?? `error.${errorCodeOf(error)}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={`consent-${consent.kind}`}>
      <h2 id={`consent-${consent.kind}`}>
        <FormattedMessage id={`mypage.consents.title.${consent.kind}`} />
      </h2>
      <p>
        {consent.at == null ? (
          <FormattedMessage id="mypage.consents.refused" />
        ) : (
          <FormattedMessage
            id={consent.given ? 'mypage.consents.given' : 'mypage.consents.withdrawnOn'}
            values={{ when: koreaDateTimeText(consent.at), version: consent.version }}
          />
        )}
      </p>
      <details>
        <summary>
          <FormattedMessage id="mypage.consents.readText" />
        </summary>
        <div>{body}</div>
      </details>
      {consent.changeable && (
        <div>
          <BusyButton type="button" busy={busy} onClick={() => void change(!consent.given)}>
            <FormattedMessage id={consent.given ? 'mypage.consents.withdraw' : 'mypage.consents.give'} />
          </BusyButton>
        </div>
      )}
      {notice && (
        <StyledNotice role={notice.tone === 'error' ? 'alert' : 'status'}>
          <FormattedMessage id={notice.id} />
        </StyledNotice>
      )}
    </section>
  );
}

/** /mypage/my_consents: each consent's answer; the optional ones given or withdrawn here. */
export default function MyConsentsPage() {
  const intl = useIntl();
  const { data, error } = useMyConsentsQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <Page titleId="nav.mypage.myConsents">
      <StyledConsents>
        <p>
          <FormattedMessage id="mypage.consents.intro" />
        </p>
        {error && !data && (
          <StyledNotice role="alert">
            <FormattedMessage id="mypage.consents.loadFailed" />
          </StyledNotice>
        )}
        {data?.myConsents.map((consent) => (
          <ConsentSection key={consent.kind} consent={consent} />
        ))}
        {data && data.myConsentHistory.length > 0 && (
          <section aria-labelledby="consent-history">
            <h2 id="consent-history">
              <FormattedMessage id="mypage.consents.history" />
            </h2>
            <ul>
              {data.myConsentHistory.map((row) => (
                <li key={row.id}>
                  {intl.formatMessage(
                    { id: 'mypage.consents.historyRow' },
                    {
                      when: koreaDateTimeText(row.at),
                      kind: intl.formatMessage({ id: `mypage.consents.title.${row.kind}` }),
                      given: row.given ? 'yes' : 'no',
                      version: row.version,
                    },
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </StyledConsents>
    </Page>
  );
}
