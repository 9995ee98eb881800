import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { dateToSeoulWallClock, koreaDateTimeText } from '@congress/domain/validation';
import { BusyButton, Page, StyledButton, StyledNotice } from '@congress/components';
import { Field } from '@congress/components/forms';
import {
  useMyDeletionRequestQuery,
  useMyPersonalDataLazyQuery,
  useRequestMyDeletionMutation,
} from '../../generated/graphql';

const REASON_MAX = 2000;
/** The last moment of the due day: dueAt is the start of the next Korea-time day. */
const dueDay = (iso: string) =>
  dateToSeoulWallClock(new Date(new Date(iso).getTime() - 1).toISOString()).slice(0, 10);

const StyledMyData = styled.div`
  display: grid;
  gap: 32px;
  section {
    display: grid;
    gap: 12px;
    justify-items: start;
  }
  textarea {
    width: min(100%, 640px);
    min-height: 6em;
  }
  .actions {
    display: flex;
    gap: 8px;
  }
`;

/** Saves a JSON value as a file. */
function saveJson(value: unknown, filename: string) {
  const href = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

function Download() {
  const [load, loading] = useMyPersonalDataLazyQuery({ fetchPolicy: 'network-only' });
  const [failed, setFailed] = useState(false);
  const onClick = async () => {
    setFailed(false);
    try {
      const result = await load();
      if (!result.data) throw result.error ?? new Error('no data');
      saveJson(result.data.myPersonalData, 'ksp2024-my-data.json');
    } catch {
      setFailed(true);
    }
  };
  return (
    <section aria-labelledby="my-data-download">
      <h2 id="my-data-download">
        <FormattedMessage id="mypage.data.downloadTitle" />
      </h2>
      <p>
        <FormattedMessage id="mypage.data.downloadText" />
      </p>
      <BusyButton type="button" busy={loading.loading} onClick={() => void onClick()}>
        <FormattedMessage id="mypage.data.download" />
      </BusyButton>
      {failed && (
        <p role="alert">
          <FormattedMessage id="mypage.data.downloadFailed" />
        </p>
      )}
    </section>
  );
}

function Deletion() {
  const intl = useIntl();
  const current = useMyDeletionRequestQuery({ fetchPolicy: 'cache-and-network' });
  const [ask, asking] = useRequestMyDeletionMutation();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = current.data?.myDeletionRequest;
  const send = async () => {
    setFailed(false);
    try {
      await ask({ variables: { reason: reason.trim() || null } });
      setConfirming(false);
      await current.refetch();
    } catch {
      setFailed(true);
    }
  };
  return (
    <section aria-labelledby="my-data-delete">
      <h2 id="my-data-delete">
        <FormattedMessage id="mypage.data.deleteTitle" />
      </h2>
      <p>
        <FormattedMessage id="mypage.data.deleteText" />
      </p>
      {request?.status === 'OPEN' ? (
        <StyledNotice data-testid="deletion-open">
          <FormattedMessage
            id="mypage.data.open"
            values={{ requested: koreaDateTimeText(request.requestedAt), due: dueDay(request.dueAt) }}
          />
        </StyledNotice>
      ) : (
        <>
          <Field name="deletion-reason" labelId="mypage.data.reason" hintId="mypage.data.reasonHint">
            {(a11y) => (
              <textarea
                {...a11y}
                maxLength={REASON_MAX}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </Field>
          {confirming ? (
            <div role="group" aria-label={intl.formatMessage({ id: 'mypage.data.ask' })}>
              <p>
                <FormattedMessage id="mypage.data.confirm" />
              </p>
              <div className="actions">
                <BusyButton type="button" busy={asking.loading} onClick={() => void send()}>
                  <FormattedMessage id="mypage.data.ask" />
                </BusyButton>
                <StyledButton type="button" $variant="secondary" onClick={() => setConfirming(false)}>
                  <FormattedMessage id="common.cancel" />
                </StyledButton>
              </div>
            </div>
          ) : (
            <StyledButton type="button" $variant="secondary" onClick={() => setConfirming(true)}>
              <FormattedMessage id="mypage.data.ask" />
            </StyledButton>
          )}
        </>
      )}
      {failed && (
        <p role="alert">
          <FormattedMessage id="mypage.data.failed" />
        </p>
      )}
    </section>
  );
}

/** My data (issue 39 §4): download everything held about me; ask for its deletion. */
export default function MyDataPage() {
  return (
    <Page titleId="nav.mypage.myData">
      <StyledMyData>
        <Download />
        <Deletion />
      </StyledMyData>
    </Page>
  );
}
