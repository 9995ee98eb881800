import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@congress/router';
import { AUTH_CODE_TTL_MINUTES } from '@congress/domain';
import { emailRule, passwordRule, z } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { useChangeUserPasswordInFindMutation, useCreateSendEmailMutation } from './generated/graphql';
import styled from 'styled-components';
import { useDialogs } from '@congress/ui';
import { BusyButton, Page, StyledButton } from '@congress/components';
import { StyledForm, TextField, useSchemaForm } from '@congress/components/forms';

const emailSchema = () => z.object({ email: emailRule });
const codeSchema = () =>
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'find.codeFormat'),
  });
const passwordSchema = () =>
  z
    .object({ password: passwordRule, confirm: z.string() })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'validation.passwordConfirm' });

type Step = 'email' | 'code' | 'password';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

/** Find password (spec §4): a mailed code, checked by GET /checkAuth, then a new password. */
export default function FindPage() {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  // The one-time token GET /checkAuth answers a correct code with; only it lets the password change.
  const [resetToken, setResetToken] = useState('');
  const intl = useIntl();
  const navigate = useNavigate();
  const { showError, showSuccess } = useDialogs();
  const emailForm = useSchemaForm(emailSchema, { email: '' });
  const codeForm = useSchemaForm(codeSchema, { code: '' });
  const passwordForm = useSchemaForm(passwordSchema, { password: '', confirm: '' });
  const [sendCode] = useCreateSendEmailMutation();
  const [changePassword] = useChangeUserPasswordInFindMutation();
  /** Which action is under way: its button shows a spinner. */
  const [busy, setBusy] = useState<'send' | 'resend' | 'check' | 'change' | null>(null);
  const [resent, setResent] = useState(false);

  const mailCode = (address: string) =>
    sendCode({ variables: { input: { type: 'FIND_PASSWORD', usermail: address }, locale: intl.locale } });

  const onEmail = emailForm.submit(async ({ email: address }) => {
    setBusy('send');
    try {
      await mailCode(address);
      setEmail(address);
      setResent(false);
      setStep('code');
    } catch (error) {
      showError(`error.${errorCodeOf(error)}`);
    } finally {
      setBusy(null);
    }
  });

  /** The mail did not come (or the code expired): the same address gets a new code. */
  const resend = async () => {
    setBusy('resend');
    try {
      await mailCode(email);
      codeForm.reset({ code: '' });
      setResent(true);
    } catch (error) {
      showError(`error.${errorCodeOf(error)}`);
    } finally {
      setBusy(null);
    }
  };

  /** A mistyped address: back to step 1 with it filled in. */
  const changeEmail = () => {
    emailForm.reset({ email });
    codeForm.reset({ code: '' });
    setResent(false);
    setStep('email');
  };

  const onCode = codeForm.submit(async ({ code }) => {
    setBusy('check');
    try {
      const res = await fetch(`/checkAuth?email=${encodeURIComponent(email)}&authCode=${code}`);
      if (res.ok) {
        setResetToken(((await res.json()) as { resetToken: string }).resetToken);
        setStep('password');
      } else if (res.status === 429) showError('error.RATE_LIMITED');
      else codeForm.setErrors({ code: 'find.codeWrong' });
    } catch {
      showError('error.NETWORK');
    } finally {
      setBusy(null);
    }
  });

  const onPassword = passwordForm.submit(async ({ password }) => {
    setBusy('change');
    try {
      await changePassword({ variables: { email, password, resetToken } });
      showSuccess('find.done');
      navigate('/auth/login', { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) passwordForm.setErrors(fields);
      else if (errorCodeOf(error) === 'NOT_PERMITTED') {
        // The token expired or was used: start again with a new code.
        setResetToken('');
        setStep('email');
        showError('find.resetExpired');
      } else showError(`error.${errorCodeOf(error)}`);
    } finally {
      setBusy(null);
    }
  });

  return (
    <Page titleId="nav.auth.find">
      {step === 'email' && (
        <StyledForm onSubmit={onEmail} noValidate>
          <p>
            <FormattedMessage id="find.intro" />
          </p>
          <TextField
            form={emailForm}
            name="email"
            labelId="field.email"
            type="email"
            autoComplete="email"
            required
          />
          <BusyButton busy={busy === 'send'}>
            <FormattedMessage id="find.sendCode" />
          </BusyButton>
        </StyledForm>
      )}
      {step === 'code' && (
        <StyledForm onSubmit={onCode} noValidate>
          <p role="status">
            <FormattedMessage
              id={resent ? 'find.codeResent' : 'find.codeSent'}
              values={{ email, minutes: AUTH_CODE_TTL_MINUTES }}
            />
          </p>
          <TextField
            form={codeForm}
            name="code"
            labelId="find.code"
            hintId="find.codeHint"
            autoComplete="one-time-code"
            required
          />
          <BusyButton busy={busy === 'check'}>
            <FormattedMessage id="find.checkCode" />
          </BusyButton>
          <StyledActions>
            <BusyButton
              type="button"
              $variant="secondary"
              busy={busy === 'resend'}
              onClick={() => void resend()}
            >
              <FormattedMessage id="find.resend" />
            </BusyButton>
            <StyledButton type="button" $variant="secondary" onClick={changeEmail}>
              <FormattedMessage id="find.changeEmail" />
            </StyledButton>
          </StyledActions>
        </StyledForm>
      )}
      {step === 'password' && (
        <StyledForm onSubmit={onPassword} noValidate>
          <TextField
            form={passwordForm}
            name="password"
            labelId="field.newPassword"
            type="password"
            hintId="field.passwordHint"
            autoComplete="new-password"
            required
          />
          <TextField
            form={passwordForm}
            name="confirm"
            labelId="field.passwordConfirm"
            type="password"
            autoComplete="new-password"
            required
          />
          <BusyButton busy={busy === 'change'}>
            <FormattedMessage id="find.change" />
          </BusyButton>
        </StyledForm>
      )}
    </Page>
  );
}
