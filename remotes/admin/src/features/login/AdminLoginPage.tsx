// The back office's login (spec §6; issue 39 §5): the password, then, for an account with a second
// factor, a code from the authenticator app, a passkey or a recovery code. A correct login without
// the organiser role (or off the allowlist) is refused, except the front desk's, which goes to the
// check-in page. An organiser who must (the society's setting) or is asked to (a first login) set
// up a second factor goes to the security page first.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { startAuthentication } from '@simplewebauthn/browser';
import { useNavigate } from '@congress/router';
import { z } from '@congress/domain/validation';
import { errorCodeOf } from '@congress/graphql';
import { BusyButton, Page } from '@congress/components';
import { StyledForm, TextField, useSchemaForm } from '@congress/components/forms';
import { toSessionUser, useDialogs, useSession } from '@congress/ui';
import {
  useBeginLoginMutation,
  useBeginPasskeyLoginMutation,
  useCompleteLoginMutation,
  type SessionUserFragment,
} from '../../generated/graphql';
import { CHECK_IN_PATH } from '../../layout/AdminLayout';
import { SECURITY_PATH } from '../security/paths';

const passwordSchema = () =>
  z.object({
    identifier: z.string().trim().min(1, 'validation.required'),
    password: z.string().min(1, 'validation.required'),
  });
const codeSchema = () => z.object({ code: z.string().trim().min(1, 'validation.required') });

const StyledSecondStep = styled.div`
  max-width: 420px;
  .methods {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 12px 0;
  }
  .or {
    margin: 16px 0 8px;
    color: ${({ theme }) => theme.colors.muted ?? '#555'};
  }
`;

interface Pending {
  token: string;
  methods: string[];
}

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const intl = useIntl();
  const session = useSession();
  const { showError } = useDialogs();
  const [beginLogin] = useBeginLoginMutation();
  const [beginPasskey] = useBeginPasskeyLoginMutation();
  const [complete] = useCompleteLoginMutation();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const passwordForm = useSchemaForm(passwordSchema, { identifier: '', password: '' });
  const codeForm = useSchemaForm(codeSchema, { code: '' });

  /** Logged in: a refused role goes home with the message; the others to their first page. */
  const enter = (jwt: string, user: SessionUserFragment, enrol: boolean) => {
    session.login(jwt, toSessionUser(user));
    if (!user.organiser && !user.frontDesk) {
      navigate('/home', { replace: true });
      showError('error.NOT_PERMITTED');
      return;
    }
    if (enrol) navigate(`${SECURITY_PATH}?enrol=1`, { replace: true });
    // The front desk goes to its one page, check-in (issue 26 §2).
    else navigate(user.organiser ? '/admin/main' : CHECK_IN_PATH, { replace: true });
  };

  const failed = (error: unknown) => {
    const code = errorCodeOf(error);
    // The pending login died (expired or too many wrong answers): the password again.
    if (code === 'LOGIN_EXPIRED') setPending(null);
    showError(code === 'INVALID_CREDENTIALS' && pending ? 'admin.login.wrongFactor' : `error.${code}`);
  };

  const onPassword = passwordForm.submit(async (values) => {
    setBusy(true);
    try {
      const { data } = await beginLogin({ variables: values });
      const step = data?.beginLogin;
      if (!step) throw new Error('no login result');
      if (step.pendingToken) {
        setPending({ token: step.pendingToken, methods: step.methods });
        setUseRecovery(!step.methods.includes('TOTP') && !step.methods.includes('PASSKEY'));
      } else if (step.jwt && step.user) enter(step.jwt, step.user, step.enrolRequired || step.enrolSuggested);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  });

  const finish = async (variables: {
    totpCode?: string;
    recoveryCode?: string;
    passkeyResponse?: string;
  }) => {
    if (!pending) return;
    setBusy(true);
    try {
      const { data } = await complete({ variables: { pendingToken: pending.token, ...variables } });
      if (!data?.completeLogin) throw new Error('no login result');
      enter(data.completeLogin.jwt, data.completeLogin.user, false);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const onCode = codeForm.submit(({ code }) =>
    finish(useRecovery ? { recoveryCode: code } : { totpCode: code }),
  );

  const onPasskey = async () => {
    if (!pending) return;
    setBusy(true);
    let answer: string;
    try {
      const { data } = await beginPasskey({ variables: { pendingToken: pending.token } });
      const optionsJSON = JSON.parse(data?.beginPasskeyLogin ?? '{}');
      answer = JSON.stringify(await startAuthentication({ optionsJSON }));
    } catch (error) {
      setBusy(false);
      // The browser's own refusal (cancelled, no passkey here) is not the server's.
      if (error instanceof Error && !('graphQLErrors' in error) && errorCodeOf(error) === 'INTERNAL')
        showError('admin.login.passkeyFailed');
      else failed(error);
      return;
    }
    await finish({ passkeyResponse: answer });
  };

  if (pending)
    return (
      <Page titleId="nav.admin.login">
        <StyledSecondStep>
          <h2>
            <FormattedMessage id="admin.login.secondFactor" />
          </h2>
          {pending.methods.includes('PASSKEY') && (
            <BusyButton type="button" busy={busy} onClick={() => void onPasskey()}>
              <FormattedMessage id="admin.login.usePasskey" />
            </BusyButton>
          )}
          {pending.methods.includes('PASSKEY') && (
            <p className="or">
              <FormattedMessage id="admin.login.or" />
            </p>
          )}
          <StyledForm onSubmit={onCode} noValidate>
            <TextField
              form={codeForm}
              name="code"
              labelId={useRecovery ? 'admin.login.recoveryCode' : 'admin.login.totpCode'}
              autoComplete="one-time-code"
              inputMode={useRecovery ? 'text' : 'numeric'}
              required
            />
            <BusyButton busy={busy}>
              <FormattedMessage id="admin.login.verify" />
            </BusyButton>
          </StyledForm>
          <div className="methods">
            {pending.methods.includes('TOTP') && (
              <button type="button" className="linkLike" onClick={() => setUseRecovery(!useRecovery)}>
                <FormattedMessage id={useRecovery ? 'admin.login.useApp' : 'admin.login.useRecovery'} />
              </button>
            )}
            {!pending.methods.includes('TOTP') && !useRecovery && (
              <button type="button" className="linkLike" onClick={() => setUseRecovery(true)}>
                <FormattedMessage id="admin.login.useRecovery" />
              </button>
            )}
            <button type="button" className="linkLike" onClick={() => setPending(null)}>
              {intl.formatMessage({ id: 'admin.login.startOver' })}
            </button>
          </div>
        </StyledSecondStep>
      </Page>
    );

  return (
    <Page titleId="nav.admin.login">
      <StyledForm onSubmit={onPassword} noValidate>
        <TextField
          form={passwordForm}
          name="identifier"
          labelId="field.email"
          type="email"
          autoComplete="username"
          required
        />
        <TextField
          form={passwordForm}
          name="password"
          labelId="field.password"
          type="password"
          autoComplete="current-password"
          required
        />
        <BusyButton busy={busy}>
          <FormattedMessage id="login.submit" />
        </BusyButton>
      </StyledForm>
    </Page>
  );
}
