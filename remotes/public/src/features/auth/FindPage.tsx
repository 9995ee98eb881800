import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@congress/router';
import { z } from 'zod';
import { emailRule, passwordRule } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { useChangeUserPasswordInFindMutation, useCreateSendEmailMutation } from '../../generated/graphql';
import { Page, StyledButton, useDialogs } from '@congress/ui';
import { StyledForm, TextField, useSchemaForm } from '@congress/ui/forms';

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

  const onEmail = emailForm.submit(async ({ email: address }) => {
    try {
      await sendCode({
        variables: { input: { type: 'FIND_PASSWORD', usermail: address }, locale: intl.locale },
      });
      setEmail(address);
      setStep('code');
    } catch (error) {
      showError(`error.${errorCodeOf(error)}`);
    }
  });

  const onCode = codeForm.submit(async ({ code }) => {
    const res = await fetch(`/checkAuth?email=${encodeURIComponent(email)}&authCode=${code}`);
    if (res.ok) {
      setResetToken(((await res.json()) as { resetToken: string }).resetToken);
      setStep('password');
    } else if (res.status === 429) showError('error.RATE_LIMITED');
    else codeForm.setErrors({ code: 'find.codeWrong' });
  });

  const onPassword = passwordForm.submit(async ({ password }) => {
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
    }
  });

  return (
    <Page titleId="nav.auth.find">
      {step === 'email' && (
        <StyledForm onSubmit={onEmail} noValidate>
          <p>
            <FormattedMessage id="find.intro" />
          </p>
          <TextField form={emailForm} name="email" labelId="field.email" type="email" required />
          <StyledButton type="submit">
            <FormattedMessage id="find.sendCode" />
          </StyledButton>
        </StyledForm>
      )}
      {step === 'code' && (
        <StyledForm onSubmit={onCode} noValidate>
          <p>
            <FormattedMessage id="find.codeSent" values={{ email }} />
          </p>
          <TextField form={codeForm} name="code" labelId="find.code" required />
          <StyledButton type="submit">
            <FormattedMessage id="find.checkCode" />
          </StyledButton>
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
            required
          />
          <TextField
            form={passwordForm}
            name="confirm"
            labelId="field.passwordConfirm"
            type="password"
            required
          />
          <StyledButton type="submit">
            <FormattedMessage id="find.change" />
          </StyledButton>
        </StyledForm>
      )}
    </Page>
  );
}
