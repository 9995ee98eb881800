import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

export const StyledForm = styled.form`
  display: grid;
  gap: 16px;
  max-width: 720px;
  > button[type='submit'] {
    justify-self: start;
    min-width: 200px;
  }
`;

export const StyledFieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  align-items: start;
`;

const StyledField = styled.div<{ $invalid: boolean }>`
  display: grid;
  align-content: start;
  gap: 4px;
  label {
    font-weight: 500;
    font-size: 0.92rem;
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: 40px;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
    background: #fff;
  }
  input:disabled {
    background: #f0f2f6;
    color: ${({ theme }) => theme.colors.muted};
  }
  .hint {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface FieldProps {
  name: string;
  labelId: string;
  required?: boolean;
  error?: string;
  hintId?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    required?: boolean;
  }) => ReactNode;
}

const StyledMessage = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A control's link to its message, shown by FieldMessage with the same id: for controls laid out
 * without Field (a table's cells, a group of radio buttons, a rich-text box).
 */
export const invalidProps = (errors: Record<string, string>, field: string, id = field) => ({
  'aria-invalid': Boolean(errors[field]),
  'aria-describedby': errors[field] ? `${id}-error` : undefined,
});

/** A field's translated validation message (a message id), linked by invalidProps. */
export function FieldMessage({ error, id }: { error?: string; id: string }) {
  if (!error) return null;
  return (
    <StyledMessage className="error" id={`${id}-error`} role="alert">
      <FormattedMessage id={error} />
    </StyledMessage>
  );
}

/** A labelled control with its translated validation message. */
export function Field({ name, labelId, required, error, hintId, children }: FieldProps) {
  const id = `field-${name}`;
  const described = [hintId && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField $invalid={Boolean(error)}>
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {/* The rule comes before the control, so it is read before anything is typed. */}
      {hintId && (
        <span className="hint" id={`${id}-hint`}>
          <FormattedMessage id={hintId} />
        </span>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described, required })}
      <FieldMessage error={error} id={id} />
    </StyledField>
  );
}

type FormApi = {
  values: Record<string, unknown>;
  errors: Record<string, string>;
  setValue: (name: string, value: unknown) => void;
};

/** A text input bound to a form from useSchemaForm. */
export function TextField(props: {
  form: FormApi;
  name: string;
  labelId: string;
  type?: string;
  required?: boolean;
  hintId?: string;
  disabled?: boolean;
  autoComplete?: string;
  /** The keyboard a phone shows (`tel` for a phone number typed in a text field). */
  inputMode?: 'text' | 'tel' | 'numeric' | 'email' | 'url' | 'decimal' | 'search';
  /** Called when the field is left (an availability check). */
  onBlur?: (value: string) => void;
}) {
  const { form, name, type = 'text' } = props;
  const value = String(form.values[name] ?? '');
  const control = useTypedBeforeHydration<HTMLInputElement>(
    value,
    (typed) => form.setValue(name, typed),
    props.onBlur,
  );
  return (
    <Field
      name={name}
      labelId={props.labelId}
      required={props.required}
      error={form.errors[name]}
      hintId={props.hintId}
    >
      {(a11y) => (
        <input
          {...a11y}
          ref={control}
          name={name}
          type={type}
          disabled={props.disabled}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          value={value}
          onChange={(e) => form.setValue(name, e.target.value)}
          onBlur={props.onBlur && ((e) => props.onBlur?.(e.target.value))}
        />
      )}
    </Field>
  );
}

/** A select bound to a form; option labels are message ids. */
export function SelectField(props: {
  form: FormApi;
  name: string;
  labelId: string;
  options: readonly { value: string; labelId?: string; label?: string }[];
  required?: boolean;
  hintId?: string;
}) {
  const { form, name } = props;
  const intl = useIntl();
  const value = String(form.values[name] ?? '');
  const control = useTypedBeforeHydration<HTMLSelectElement>(value, (chosen) => form.setValue(name, chosen));
  return (
    <Field
      name={name}
      labelId={props.labelId}
      required={props.required}
      error={form.errors[name]}
      hintId={props.hintId}
    >
      {(a11y) => (
        <select
          {...a11y}
          ref={control}
          name={name}
          value={value}
          onChange={(e) => form.setValue(name, e.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'field.select' })}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.labelId ? intl.formatMessage({ id: o.labelId }) : o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const StyledCheck = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  min-height: 44px;
  cursor: pointer;
  /* At least 24 px (WCAG 2.5.8), the box itself as well as its 44 px label. */
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    flex: none;
  }
`;

export function CheckboxField(props: { form: FormApi; name: string; labelId: string }) {
  const { form, name } = props;
  const checked = Boolean(form.values[name]);
  const control = useTypedBeforeHydration<HTMLInputElement>(checked, (ticked) => form.setValue(name, ticked));
  return (
    <StyledCheck>
      <input
        ref={control}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => form.setValue(name, e.target.checked)}
      />
      <FormattedMessage id={props.labelId} />
    </StyledCheck>
  );
}
