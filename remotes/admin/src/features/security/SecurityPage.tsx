// security (issue 39 §5): an organiser's or desk account's second factors (authenticator app,
// passkeys), recovery codes and live sessions; organisers also set whether every organiser must
// have a second factor. Reached first after a login that must (or is asked to) set one up.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { startRegistration } from '@simplewebauthn/browser';
import { useLocation, useNavigate } from '@congress/router';
import { BusyButton } from '@congress/components';
import { useSession } from '@congress/ui';
import {
  useBeginPasskeyRegistrationMutation,
  useConfirmTotpEnrolmentMutation,
  useEndLoginSessionMutation,
  useEndOtherLoginSessionsMutation,
  useFinishPasskeyRegistrationMutation,
  useLoginSessionsQuery,
  useRegenerateRecoveryCodesMutation,
  useRemoveSecondFactorMutation,
  useSecondFactorPolicyQuery,
  useSecondFactorStatusQuery,
  useSetSecondFactorRequiredMutation,
  useStartTotpEnrolmentMutation,
  type StartTotpEnrolmentMutation,
} from '../../generated/graphql';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import {
  errorText,
  PageNotice,
  StyledAdminPage,
  StyledSmallButton,
  type PageNoticeState,
} from '../../listKit';

const StyledSecurity = styled(StyledAdminPage)`
  section {
    max-width: 880px;
    margin-bottom: 24px;
    padding: 16px;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 12px;
  }
  label {
    display: block;
    margin: 8px 0 4px;
    font-weight: 600;
  }
  input[type='text'],
  input[type='password'] {
    padding: 6px 8px;
    min-width: 240px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    margin: 8px 0;
  }
  code,
  .codes {
    font-family: ui-monospace, monospace;
  }
  .codes {
    columns: 2;
    list-style: none;
    padding: 0;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.92rem;
  }
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
`;

const when = (iso: string | null | undefined, locale: string) =>
  iso ? new Date(iso).toLocaleString(locale, { timeZone: 'Asia/Seoul' }) : '—';

export default function SecurityPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.security.title' }));
  const { search } = useLocation();
  const navigate = useNavigate();
  const { user, logout } = useSession();
  const status = useSecondFactorStatusQuery({ fetchPolicy: 'network-only' });
  const sessions = useLoginSessionsQuery({ fetchPolicy: 'network-only' });
  const policy = useSecondFactorPolicyQuery({ skip: !user?.organiser, fetchPolicy: 'network-only' });
  const [startTotp] = useStartTotpEnrolmentMutation();
  const [confirmTotp] = useConfirmTotpEnrolmentMutation();
  const [beginPasskey] = useBeginPasskeyRegistrationMutation();
  const [finishPasskey] = useFinishPasskeyRegistrationMutation();
  const [removeFactor] = useRemoveSecondFactorMutation();
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  const [setRequired] = useSetSecondFactorRequiredMutation();
  const [endSession] = useEndLoginSessionMutation();
  const [endOthers] = useEndOtherLoginSessionsMutation();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PageNoticeState>(null);
  const [enrolment, setEnrolment] = useState<StartTotpEnrolmentMutation['startTotpEnrolment'] | null>(null);
  const [code, setCode] = useState('');
  const [passkeyName, setPasskeyName] = useState('');
  const [password, setPassword] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);

  const factors = status.data?.secondFactorStatus;
  const hasFactor = Boolean(factors && (factors.totp || factors.passkeys.length > 0));
  const asked = new URLSearchParams(search).has('enrol') || Boolean(factors?.mustEnrol);

  /** Runs one action: busy meanwhile, the outcome in the notice, the page's data read again. */
  const act = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setNotice(null);
    try {
      const done = await action();
      if (done) setNotice({ tone: 'success', text: intl.formatMessage({ id: done }) });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(intl, error) });
    } finally {
      setBusy(false);
      void status.refetch();
      void sessions.refetch();
      if (user?.organiser) void policy.refetch();
    }
  };

  const onStartTotp = () =>
    act(async () => {
      const { data } = await startTotp();
      setEnrolment(data?.startTotpEnrolment ?? null);
      return null;
    });
  const onConfirmTotp = () =>
    act(async () => {
      const { data } = await confirmTotp({ variables: { code } });
      setEnrolment(null);
      setCode('');
      setRecoveryCodes(data?.confirmTotpEnrolment.recoveryCodes ?? []);
      return 'admin.security.totpDone';
    });
  const onAddPasskey = () =>
    act(async () => {
      const { data } = await beginPasskey();
      const optionsJSON = JSON.parse(data?.beginPasskeyRegistration ?? '{}');
      const answer = await startRegistration({ optionsJSON });
      const finished = await finishPasskey({
        variables: { response: JSON.stringify(answer), name: passkeyName.trim() || null },
      });
      setPasskeyName('');
      setRecoveryCodes(finished.data?.finishPasskeyRegistration.recoveryCodes ?? []);
      return 'admin.security.passkeyDone';
    });
  const onRemove = (passkeyId: string | null) =>
    act(async () => {
      await removeFactor({ variables: { currentPassword: password, passkeyId } });
      setPassword('');
      return 'admin.security.removed';
    });
  const onRegenerate = () =>
    act(async () => {
      const { data } = await regenerate({ variables: { currentPassword: password } });
      setPassword('');
      setRecoveryCodes(data?.regenerateRecoveryCodes.recoveryCodes ?? []);
      return 'admin.security.regenerated';
    });
  const onEndSession = (id: string, current: boolean) =>
    act(async () => {
      await endSession({ variables: { id } });
      if (current) {
        logout();
        navigate('/admin/login', { replace: true });
      }
      return 'admin.security.sessionEnded';
    });

  const required = policy.data?.secondFactorPolicy.requiredForOrganisers ?? false;

  return (
    <StyledSecurity aria-labelledby="security-title">
      <h1 id="security-title">
        <FormattedMessage id="admin.security.title" />
      </h1>
      {asked && !hasFactor && (
        <p role="status" className="intro">
          <FormattedMessage
            id={factors?.mustEnrol ? 'admin.security.mustEnrol' : 'admin.security.pleaseEnrol'}
          />
        </p>
      )}
      <PageNotice notice={notice} />

      <section aria-labelledby="security-totp">
        <h2 id="security-totp">
          <FormattedMessage id="admin.security.totp" />
        </h2>
        {factors?.totp ? (
          <p>
            <FormattedMessage id="admin.security.totpOn" />
          </p>
        ) : enrolment ? (
          <>
            <p>
              <FormattedMessage id="admin.security.totpScan" />
            </p>
            <img
              src={enrolment.qrCode}
              alt={intl.formatMessage({ id: 'admin.security.qrAlt' })}
              width={220}
              height={220}
            />
            <p>
              <FormattedMessage id="admin.security.totpSecret" />{' '}
              <code data-testid="totp-secret">{enrolment.secret}</code>
            </p>
            <label htmlFor="totp-code">
              <FormattedMessage id="admin.security.totpCode" />
            </label>
            <div className="row">
              <input
                id="totp-code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <BusyButton type="button" busy={busy} onClick={() => void onConfirmTotp()}>
                <FormattedMessage id="admin.security.totpConfirm" />
              </BusyButton>
            </div>
          </>
        ) : (
          <BusyButton type="button" busy={busy} onClick={() => void onStartTotp()}>
            <FormattedMessage id="admin.security.totpStart" />
          </BusyButton>
        )}
      </section>

      <section aria-labelledby="security-passkeys">
        <h2 id="security-passkeys">
          <FormattedMessage id="admin.security.passkeys" />
        </h2>
        {factors && factors.passkeys.length > 0 ? (
          <ul>
            {factors.passkeys.map((p) => (
              <li key={p.id}>
                {p.name} ·{' '}
                <FormattedMessage
                  id="admin.security.added"
                  values={{ when: when(p.createdAt, intl.locale) }}
                />{' '}
                <StyledSmallButton
                  type="button"
                  disabled={busy || !password}
                  onClick={() => void onRemove(p.id)}
                >
                  <FormattedMessage id="admin.security.remove" />
                </StyledSmallButton>
              </li>
            ))}
          </ul>
        ) : (
          <p>
            <FormattedMessage id="admin.security.noPasskey" />
          </p>
        )}
        <label htmlFor="passkey-name">
          <FormattedMessage id="admin.security.passkeyName" />
        </label>
        <div className="row">
          <input
            id="passkey-name"
            type="text"
            value={passkeyName}
            onChange={(e) => setPasskeyName(e.target.value)}
          />
          <BusyButton type="button" busy={busy} onClick={() => void onAddPasskey()}>
            <FormattedMessage id="admin.security.addPasskey" />
          </BusyButton>
        </div>
      </section>

      {recoveryCodes.length > 0 && (
        <section aria-labelledby="security-new-codes">
          <h2 id="security-new-codes">
            <FormattedMessage id="admin.security.newCodes" />
          </h2>
          <p>
            <FormattedMessage id="admin.security.newCodesHint" />
          </p>
          <ul className="codes" data-testid="recovery-codes">
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      )}

      {hasFactor && (
        <section aria-labelledby="security-manage">
          <h2 id="security-manage">
            <FormattedMessage id="admin.security.manage" />
          </h2>
          <p>
            <FormattedMessage
              id="admin.security.codesLeft"
              values={{ count: factors?.recoveryCodesLeft ?? 0 }}
            />
          </p>
          <label htmlFor="security-password">
            <FormattedMessage id="admin.security.password" />
          </label>
          <div className="row">
            <input
              id="security-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <StyledSmallButton type="button" disabled={busy || !password} onClick={() => void onRegenerate()}>
              <FormattedMessage id="admin.security.regenerate" />
            </StyledSmallButton>
            {factors?.totp && (
              <StyledSmallButton
                type="button"
                disabled={busy || !password}
                onClick={() => void onRemove(null)}
              >
                <FormattedMessage id="admin.security.removeTotp" />
              </StyledSmallButton>
            )}
          </div>
        </section>
      )}

      {user?.organiser && (
        <section aria-labelledby="security-policy">
          <h2 id="security-policy">
            <FormattedMessage id="admin.security.policy" />
          </h2>
          <p>
            <FormattedMessage id={required ? 'admin.security.policyOn' : 'admin.security.policyOff'} />
          </p>
          <StyledSmallButton
            type="button"
            disabled={busy || policy.loading}
            onClick={() =>
              void act(async () => {
                await setRequired({ variables: { required: !required } });
                return 'admin.security.policySaved';
              })
            }
          >
            <FormattedMessage
              id={required ? 'admin.security.policyTurnOff' : 'admin.security.policyTurnOn'}
            />
          </StyledSmallButton>
        </section>
      )}

      <section aria-labelledby="security-sessions">
        <h2 id="security-sessions">
          <FormattedMessage id="admin.security.sessions" />
        </h2>
        <table data-testid="login-sessions">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="admin.security.device" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.security.address" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.security.started" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.security.lastSeen" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.list.actions" />
              </th>
            </tr>
          </thead>
          <tbody>
            {(sessions.data?.loginSessions ?? []).map((s) => (
              <tr key={s.id}>
                <td>
                  {s.userAgent || '—'}
                  {s.current && (
                    <>
                      {' '}
                      <strong>
                        <FormattedMessage id="admin.security.thisSession" />
                      </strong>
                    </>
                  )}
                </td>
                <td>{s.ip ?? '—'}</td>
                <td>{when(s.createdAt, intl.locale)}</td>
                <td>{when(s.lastSeenAt, intl.locale)}</td>
                <td>
                  <StyledSmallButton
                    type="button"
                    disabled={busy}
                    onClick={() => void onEndSession(s.id, s.current)}
                  >
                    <FormattedMessage id="admin.security.endSession" />
                  </StyledSmallButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="row">
          <StyledSmallButton
            type="button"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                await endOthers();
                return 'admin.security.othersEnded';
              })
            }
          >
            <FormattedMessage id="admin.security.endOthers" />
          </StyledSmallButton>
        </div>
      </section>
    </StyledSecurity>
  );
}
