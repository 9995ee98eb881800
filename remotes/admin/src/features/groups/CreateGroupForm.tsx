import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { GROUP_TYPE_LABELS, GROUP_TYPES, type GroupType } from '@congress/domain';
import { labelIn } from '@congress/domain/lists';
import { groupInputSchema } from '@congress/domain/validation';
import { fieldErrorsOf } from '@congress/graphql';
import { Field, TextField, useSchemaForm } from '@congress/components/forms';
import { useCreateGroupMutation } from '../../generated/graphql';
import { Link } from '@congress/router';
import { errorText, StyledNotice, StyledSmallButton } from '../../listKit';

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
  align-items: start;
  padding: 16px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  .check {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
    margin-top: 20px;
  }
  .check input {
    width: 24px;
    height: 24px;
    margin: 0;
  }
  .submit {
    margin-top: 20px;
  }
`;

type GroupFormValues = { title: string; type: GroupType | ''; free: boolean };
const EMPTY: GroupFormValues = { title: '', type: '', free: false };
// The schema the API applies to createGroup (@congress/domain).
const schemaOf = () => groupInputSchema;

/**
 * Adds a group, checked with the API's own schema (no browser bubbles). The type is chosen from
 * the fixed list GROUP_TYPES with translated labels (issue 15 §5), so "grant" and "GRANT" can no
 * longer be two types.
 */
export function CreateGroupForm() {
  const intl = useIntl();
  const form = useSchemaForm<GroupFormValues>(schemaOf, EMPTY);
  const { values, errors, setValue } = form;
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // The list above reloads with the new group.
  const [createGroup, { loading }] = useCreateGroupMutation({ refetchQueries: ['Groups'] });

  const submit = form.submit(async () => {
    if (loading || !values.type) return;
    setOutcome(null);
    const input = { title: values.title.trim(), type: values.type, free: values.free };
    try {
      await createGroup({ variables: { input } });
      setOutcome({
        ok: true,
        text: intl.formatMessage(
          { id: 'admin.groups.created' },
          { title: input.title, type: labelIn(GROUP_TYPE_LABELS[input.type], intl.locale) },
        ),
      });
      form.reset(EMPTY);
      // The next group starts at its title (the kit names a field's control field-<name>).
      document.getElementById('field-title')?.focus();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else setOutcome({ ok: false, text: errorText(intl, error) });
    }
  });

  return (
    <section aria-labelledby="create-group">
      <h2 id="create-group">
        <FormattedMessage id="admin.groups.create" />
      </h2>
      <StyledForm noValidate onSubmit={submit} aria-labelledby="create-group">
        <TextField form={form} name="title" labelId="admin.groups.title" required />
        <Field
          name="type"
          labelId="admin.groups.type"
          required
          error={errors.type}
          hintId="admin.groups.typeHint"
        >
          {(a11y) => (
            <select {...a11y} value={values.type} onChange={(e) => setValue('type', e.target.value)}>
              <option value="">{intl.formatMessage({ id: 'admin.groups.chooseType' })}</option>
              {GROUP_TYPES.map((t) => (
                <option key={t} value={t}>
                  {labelIn(GROUP_TYPE_LABELS[t], intl.locale)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="check">
          <input type="checkbox" checked={values.free} onChange={(e) => setValue('free', e.target.checked)} />
          <FormattedMessage id="admin.groups.free" />
        </label>
        <div className="submit">
          <StyledSmallButton type="submit" aria-disabled={loading}>
            <FormattedMessage id="admin.groups.create" />
          </StyledSmallButton>
        </div>
      </StyledForm>
      {outcome && (
        <StyledNotice $tone={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </StyledNotice>
      )}
      <p className="hint">
        <FormattedMessage
          id="admin.groups.moveHint"
          values={{ link: (text) => <Link to="/admin/main/member/allUsers">{text}</Link> }}
        />
      </p>
    </section>
  );
}
