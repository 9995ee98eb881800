import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@congress/router';
import { z } from '@congress/domain/validation';
import { errorCodeOf } from '@congress/graphql';
import { useLoginMutation, type LoginMutation } from './generated/graphql';
import { StyledForm, TextField } from './Field';
import { toSessionUser, useDialogs, useSession } from '@congress/ui';
import { BusyButton } from '../components/Button';
import { useSchemaForm } from './useSchemaForm';

// Login checks presence only: the password rules apply when a password is set, not when typed here.
const loginSchema = () =>
  z.object({
    identifier: z.string().trim().min(1, 'validation.required'),
    password: z.string().min(1, 'validation.required'),
  });

type LoggedInUser = NonNullable<LoginMutation['login']>['user'];

/**
 * The login form of the public site and the back office. `accept` may refuse a user who logged in
 * correctly but may not enter (the back office) with an error code: they stay logged in as who
 * they are, read the message and go home (spec §6: "This account has not permitted." → /home).
 */
export function LoginForm(props: {
  onLoggedIn: (user: LoggedInUser) => void;
  accept?: (user: LoggedInUser) => string | null;
}) {
  const form = useSchemaForm(loginSchema, { identifier: '', password: '' });
  const [login] = useLoginMutation();
  const session = useSession();
  const { showError } = useDialogs();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const onSubmit = form.submit(async (values) => {
    setBusy(true);
    try {
      const { data } = await login({
        variables: { identifier: values.identifier, password: values.password },
      });
      const result = data?.login;
      if (!result) throw new Error('no login result');
      const refusal = props.accept?.(result.user);
      if (refusal) {
        session.login(result.jwt, toSessionUser(result.user));
        navigate('/home', { replace: true });
        showError(`error.${refusal}`);
        return;
      }
      session.login(result.jwt, toSessionUser(result.user));
      props.onLoggedIn(result.user);
    } catch (error) {
      showError(`error.${errorCodeOf(error)}`);
    } finally {
      setBusy(false);
    }
  });

  return (
    <StyledForm onSubmit={onSubmit} noValidate>
      <TextField
        form={form}
        name="identifier"
        labelId="field.email"
        type="email"
        autoComplete="username"
        required
      />
      <TextField
        form={form}
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
  );
}
