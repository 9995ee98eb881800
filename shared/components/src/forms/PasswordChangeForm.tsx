import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { passwordRule, z } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { StyledForm, TextField } from './Field';
import { useDialogs } from '@congress/ui';
import { BusyButton } from '../components/Button';
import { useSchemaForm } from './useSchemaForm';

const schema = (v: { currentPassword: string; password: string; confirm: string }) =>
  z
    .object({
      currentPassword: z.string().min(1, 'validation.required'),
      password: passwordRule,
      confirm: z.string(),
    })
    .refine(() => v.password === v.confirm, { path: ['confirm'], message: 'validation.passwordConfirm' });

const EMPTY = { currentPassword: '', password: '', confirm: '' };

/**
 * Password change with the current password; the API refuses a new one equal to the old. After a
 * change the fields are emptied: passwords do not stay in the page.
 */
export function PasswordChangeForm(props: {
  onSave: (currentPassword: string, password: string) => Promise<void>;
}) {
  const form = useSchemaForm(schema, EMPTY);
  const { showError, showSuccess } = useDialogs();
  const [busy, setBusy] = useState(false);
  const onSubmit = form.submit(async (v) => {
    setBusy(true);
    try {
      await props.onSave(v.currentPassword, v.password);
      form.reset(EMPTY);
      showSuccess('profile.passwordChanged');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else showError(`error.${errorCodeOf(error)}`);
    } finally {
      setBusy(false);
    }
  });
  return (
    <StyledForm onSubmit={onSubmit} noValidate>
      <TextField
        form={form}
        name="currentPassword"
        labelId="field.currentPassword"
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        form={form}
        name="password"
        labelId="field.newPassword"
        type="password"
        hintId="field.passwordHint"
        autoComplete="new-password"
        required
      />
      <TextField
        form={form}
        name="confirm"
        labelId="field.passwordConfirm"
        type="password"
        autoComplete="new-password"
        required
      />
      <BusyButton busy={busy}>
        <FormattedMessage id="profile.changePassword" />
      </BusyButton>
    </StyledForm>
  );
}
