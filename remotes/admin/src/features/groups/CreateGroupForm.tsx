import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { GROUP_TYPE_LABELS, GROUP_TYPES, type GroupType } from '@congress/domain';
import { labelIn } from '@congress/domain/lists';
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
  .field {
    display: grid;
    gap: 4px;
    font-size: 0.9rem;
  }
  .field input[type='text'],
  .field select {
    min-height: 40px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font: inherit;
  }
  .field input[aria-invalid='true'],
  .field select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.85rem;
  }
  .check {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
    margin-top: 20px;
  }
  .submit {
    margin-top: 20px;
  }
`;

/**
 * Adds a group, with the app's own inline checks (no browser bubbles). The type is chosen from
 * the fixed list GROUP_TYPES with translated labels (issue 15 §5), so "grant" and "GRANT" can no
 * longer be two types.
 */
export function CreateGroupForm() {
  const intl = useIntl();
  const ids = { title: useId(), type: useId(), free: useId() };
  const [values, setValues] = useState<{ title: string; type: GroupType | ''; free: boolean }>({
    title: '',
    type: '',
    free: false,
  });
  const [errors, setErrors] = useState<{ title?: string; type?: string }>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const title = useRef<HTMLInputElement>(null);
  const type = useRef<HTMLSelectElement>(null);
  // The list above reloads with the new group.
  const [createGroup, { loading }] = useCreateGroupMutation({ refetchQueries: ['Groups'] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const required = intl.formatMessage({ id: 'common.required' });
    const next = {
      title: values.title.trim() ? undefined : required,
      type: values.type ? undefined : required,
    };
    setErrors(next);
    setOutcome(null);
    if (next.title) return title.current?.focus();
    if (next.type || !values.type) return type.current?.focus();
    const chosen = values.type;
    try {
      await createGroup({
        variables: { input: { title: values.title.trim(), type: chosen, free: values.free } },
      });
      setOutcome({
        ok: true,
        text: intl.formatMessage(
          { id: 'admin.groups.created' },
          { title: values.title.trim(), type: labelIn(GROUP_TYPE_LABELS[chosen], intl.locale) },
        ),
      });
      setValues({ title: '', type: '', free: false });
      title.current?.focus();
    } catch (error) {
      setOutcome({ ok: false, text: errorText(intl, error) });
    }
  };

  return (
    <section aria-labelledby="create-group">
      <h2 id="create-group">
        <FormattedMessage id="admin.groups.create" />
      </h2>
      <StyledForm noValidate onSubmit={submit} aria-labelledby="create-group">
        <p className="field">
          <label htmlFor={ids.title}>
            <FormattedMessage id="admin.groups.title" /> *
          </label>
          <input
            ref={title}
            id={ids.title}
            type="text"
            maxLength={200}
            value={values.title}
            aria-invalid={!!errors.title}
            aria-describedby={errors.title ? `${ids.title}-error` : undefined}
            onChange={(e) => setValues({ ...values, title: e.target.value })}
          />
          {errors.title && (
            <span id={`${ids.title}-error`} className="error">
              {errors.title}
            </span>
          )}
        </p>
        <p className="field">
          <label htmlFor={ids.type}>
            <FormattedMessage id="admin.groups.type" /> *
          </label>
          <select
            ref={type}
            id={ids.type}
            value={values.type}
            aria-invalid={!!errors.type}
            aria-describedby={errors.type ? `${ids.type}-error` : `${ids.type}-hint`}
            onChange={(e) => setValues({ ...values, type: e.target.value as GroupType | '' })}
          >
            <option value="">{intl.formatMessage({ id: 'admin.groups.chooseType' })}</option>
            {GROUP_TYPES.map((t) => (
              <option key={t} value={t}>
                {labelIn(GROUP_TYPE_LABELS[t], intl.locale)}
              </option>
            ))}
          </select>
          {errors.type ? (
            <span id={`${ids.type}-error`} className="error">
              {errors.type}
            </span>
          ) : (
            <span id={`${ids.type}-hint`} className="hint">
              <FormattedMessage id="admin.groups.typeHint" />
            </span>
          )}
        </p>
        <label className="check" htmlFor={ids.free}>
          <input
            id={ids.free}
            type="checkbox"
            checked={values.free}
            onChange={(e) => setValues({ ...values, free: e.target.checked })}
          />
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
