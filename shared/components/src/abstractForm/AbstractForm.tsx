import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  ABSTRACT_CATEGORIES,
  ABSTRACT_LIMITS,
  ABSTRACT_PREFERENCES,
  ABSTRACT_SECTIONS,
  ABSTRACT_TOPICS,
  bodyWordCount,
  countWords,
} from '@congress/domain';
import { abstractInputSchema, type AbstractAuthor } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { useDialogs } from '@congress/ui';
import { BusyButton, StyledButton } from '../components/Button';
import { CheckboxField, Field, SelectField, StyledForm, TextField } from '../forms/Field';
import { useSchemaForm } from '../forms/useSchemaForm';
import { ImageUploadList, type AttachedImage } from '../upload';

export const emptyAuthor = (): AbstractAuthor => ({
  givenName: '',
  familyName: '',
  email: '',
  affiliations: [1],
  presenting: false,
  corresponding: false,
});

export type AbstractFormValues = {
  title: string;
  preference: string;
  category: string;
  topic: string;
  objectives: string;
  methods: string;
  results: string;
  conclusions: string;
  keywords: string;
  including: string[];
  author: AbstractAuthor[];
  terms: boolean;
};

/** A new abstract: one affiliation, one author who presents and corresponds. */
export const newAbstractValues = (): AbstractFormValues => ({
  title: '',
  preference: '',
  category: '',
  topic: '',
  objectives: '',
  methods: '',
  results: '',
  conclusions: '',
  keywords: '',
  including: [''],
  author: [{ ...emptyAuthor(), presenting: true, corresponding: true }],
  terms: false,
});

const StyledFieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 16px;
  display: grid;
  gap: 12px;
  legend {
    font-weight: 600;
    padding: 0 6px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: end;
  }
  .row > * {
    flex: 1 1 200px;
  }
  .checks {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  .checks label {
    display: inline-flex;
    gap: 6px;
    align-items: center;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.85rem;
  }
`;

const StyledCount = styled.p<{ $over: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ $over, theme }) => ($over ? theme.colors.danger : theme.colors.text)};
`;

/**
 * The abstract form of spec §2 (submission in the public remote, modification in the member area),
 * checked by the shared schema as the API checks it. Its texts are `abstractForm.*`
 * (`@congress/components/abstract-form/messages.en` and `.ko`, which the remote's feature loads).
 * `save` sends the parsed values and the attached images' ids and throws the API's error: field
 * errors are shown at their fields; any other code goes to `onError` when it handles it (returns
 * true), else to an error dialog.
 */
export function AbstractForm({
  initialValues,
  initialImages = [],
  submitLabelId,
  save,
  onError,
}: {
  initialValues: AbstractFormValues;
  initialImages?: AttachedImage[];
  submitLabelId: string;
  save: (input: object, imageIds: string[]) => Promise<void>;
  onError?: (code: string) => boolean;
}) {
  const intl = useIntl();
  const { showError } = useDialogs();
  const [busy, setBusy] = useState(false);
  const [images, setImages] = useState<AttachedImage[]>(() => [...initialImages]);
  const form = useSchemaForm<AbstractFormValues>(() => abstractInputSchema, initialValues);
  const { values, errors } = form;
  const words = bodyWordCount(values);
  const over = words > ABSTRACT_LIMITS.bodyWords;

  const setAuthor = (index: number, change: Partial<AbstractAuthor>) =>
    form.setValue(
      'author',
      values.author.map((author, i) => {
        if (i === index) return { ...author, ...change };
        // Exactly one presenter: choosing one releases the others.
        return change.presenting ? { ...author, presenting: false } : author;
      }),
    );
  const removeAffiliation = (index: number) => {
    const number = index + 1;
    form.setValue(
      'including',
      values.including.filter((_, i) => i !== index),
    );
    // Authors keep pointing at the same affiliations after the list closes up.
    form.setValue(
      'author',
      values.author.map((author) => ({
        ...author,
        affiliations: author.affiliations.filter((n) => n !== number).map((n) => (n > number ? n - 1 : n)),
      })),
    );
  };

  const onSubmit = form.submit(async (parsed) => {
    setBusy(true);
    try {
      // The images as now attached (kept, removed or added here).
      await save(
        parsed as object,
        images.map((image) => image.id),
      );
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const code = errorCodeOf(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else if (!onError?.(code)) showError(`error.${code}`);
    } finally {
      setBusy(false);
    }
  });

  return (
    <StyledForm noValidate onSubmit={onSubmit}>
      <TextField
        form={form}
        name="title"
        labelId="abstractForm.title"
        required
        hintId="abstractForm.titleHint"
      />
      <SelectField
        form={form}
        name="preference"
        labelId="guideline.preference"
        required
        options={ABSTRACT_PREFERENCES.map((value) => ({
          value,
          labelId: `abstractForm.preference.${value}`,
        }))}
      />
      <SelectField
        form={form}
        name="category"
        labelId="abstractForm.category"
        required
        options={ABSTRACT_CATEGORIES.map((value) => ({ value, labelId: `abstractForm.category.${value}` }))}
      />
      <SelectField
        form={form}
        name="topic"
        labelId="abstractForm.topic"
        required
        options={ABSTRACT_TOPICS.map((value) => ({ value, labelId: `topic.${value}` }))}
      />

      <StyledFieldset>
        <legend>
          <FormattedMessage id="abstractForm.body" />
        </legend>
        <StyledCount $over={over} aria-live="polite" data-testid="word-count">
          <FormattedMessage
            id="abstractForm.words"
            values={{ count: words, max: ABSTRACT_LIMITS.bodyWords }}
          />
        </StyledCount>
        {ABSTRACT_SECTIONS.map((section) => (
          <Field
            key={section}
            name={section}
            labelId={`abstractForm.${section}`}
            required
            error={errors[section]}
          >
            {(a11y) => (
              <textarea
                {...a11y}
                name={section}
                rows={5}
                maxLength={ABSTRACT_LIMITS.sectionChars}
                value={values[section]}
                onChange={(e) => form.setValue(section, e.target.value)}
                aria-description={intl.formatMessage(
                  { id: 'abstractForm.sectionWords' },
                  { count: countWords(values[section]) },
                )}
              />
            )}
          </Field>
        ))}
        <TextField
          form={form}
          name="keywords"
          labelId="abstractForm.keywords"
          required
          hintId="abstractForm.keywordsHint"
        />
      </StyledFieldset>

      <StyledFieldset>
        <legend>
          <FormattedMessage id="abstractForm.affiliations" />
        </legend>
        {values.including.map((affiliation, index) => (
          <div className="row" key={index}>
            <Field
              name={`including.${index}`}
              labelId="abstractForm.affiliation"
              required
              error={errors[`including.${index}`]}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  aria-label={intl.formatMessage(
                    { id: 'abstractForm.affiliationNumbered' },
                    { n: index + 1 },
                  )}
                  maxLength={ABSTRACT_LIMITS.affiliationChars}
                  value={affiliation}
                  onChange={(e) =>
                    form.setValue(
                      'including',
                      values.including.map((v, i) => (i === index ? e.target.value : v)),
                    )
                  }
                />
              )}
            </Field>
            {values.including.length > 1 && (
              <StyledButton type="button" $variant="secondary" onClick={() => removeAffiliation(index)}>
                <FormattedMessage id="abstractForm.removeAffiliation" values={{ n: index + 1 }} />
              </StyledButton>
            )}
          </div>
        ))}
        {errors.including && <p className="error">{intl.formatMessage({ id: errors.including })}</p>}
        {values.including.length < ABSTRACT_LIMITS.affiliations && (
          <StyledButton
            type="button"
            $variant="secondary"
            onClick={() => form.setValue('including', [...values.including, ''])}
          >
            <FormattedMessage id="abstractForm.addAffiliation" />
          </StyledButton>
        )}
      </StyledFieldset>

      <StyledFieldset>
        <legend>
          <FormattedMessage id="abstractForm.authors" />
        </legend>
        {errors.author && (
          <p className="error" role="alert">
            {intl.formatMessage({ id: errors.author })}
          </p>
        )}
        {values.author.map((author, index) => (
          <StyledFieldset key={index}>
            <legend>
              <FormattedMessage id="abstractForm.authorN" values={{ n: index + 1 }} />
            </legend>
            <div className="row">
              {(['givenName', 'familyName', 'email'] as const).map((key) => (
                <Field
                  key={key}
                  name={`author.${index}.${key}`}
                  labelId={`abstractForm.author.${key}`}
                  required
                  error={errors[`author.${index}.${key}`]}
                >
                  {(a11y) => (
                    <input
                      {...a11y}
                      type={key === 'email' ? 'email' : 'text'}
                      value={author[key]}
                      onChange={(e) => setAuthor(index, { [key]: e.target.value })}
                    />
                  )}
                </Field>
              ))}
            </div>
            <div role="group" aria-labelledby={`author-${index}-aff`}>
              <span id={`author-${index}-aff`}>
                <FormattedMessage id="abstractForm.author.affiliations" />
              </span>
              <div className="checks">
                {values.including.map((name, a) => (
                  <label key={a}>
                    <input
                      type="checkbox"
                      aria-invalid={Boolean(errors[`author.${index}.affiliations`])}
                      checked={author.affiliations.includes(a + 1)}
                      onChange={(e) =>
                        setAuthor(index, {
                          affiliations: e.target.checked
                            ? [...author.affiliations, a + 1].sort((x, y) => x - y)
                            : author.affiliations.filter((n) => n !== a + 1),
                        })
                      }
                    />
                    {`${a + 1}. ${name}`}
                  </label>
                ))}
              </div>
              {errors[`author.${index}.affiliations`] && (
                <p className="error">{intl.formatMessage({ id: errors[`author.${index}.affiliations`] })}</p>
              )}
            </div>
            <div className="checks">
              <label>
                <input
                  type="radio"
                  name="presenting"
                  checked={author.presenting}
                  onChange={() => setAuthor(index, { presenting: true })}
                />
                <FormattedMessage id="abstractForm.author.presenting" />
              </label>
              <label>
                <input
                  type="checkbox"
                  checked={author.corresponding}
                  onChange={(e) => setAuthor(index, { corresponding: e.target.checked })}
                />
                <FormattedMessage id="abstractForm.author.corresponding" />
              </label>
            </div>
            {values.author.length > 1 && (
              <StyledButton
                type="button"
                $variant="secondary"
                onClick={() =>
                  form.setValue(
                    'author',
                    values.author.filter((_, i) => i !== index),
                  )
                }
              >
                <FormattedMessage id="abstractForm.removeAuthor" values={{ n: index + 1 }} />
              </StyledButton>
            )}
          </StyledFieldset>
        ))}
        {values.author.length < ABSTRACT_LIMITS.authors && (
          <StyledButton
            type="button"
            $variant="secondary"
            onClick={() => form.setValue('author', [...values.author, emptyAuthor()])}
          >
            <FormattedMessage id="abstractForm.addAuthor" />
          </StyledButton>
        )}
      </StyledFieldset>

      <StyledFieldset>
        <legend>
          <FormattedMessage id="abstractForm.images" />
        </legend>
        <p style={{ margin: 0 }}>
          <FormattedMessage id="abstractForm.imagesHint" values={{ max: ABSTRACT_LIMITS.images }} />
        </p>
        <ImageUploadList
          images={images}
          onChange={setImages}
          label={<FormattedMessage id="abstractForm.addImage" />}
          disabled={busy}
        />
      </StyledFieldset>

      <CheckboxField form={form} name="terms" labelId="abstractForm.terms" />
      {errors.terms && (
        <p role="alert" style={{ margin: 0 }}>
          <FormattedMessage id={errors.terms} />
        </p>
      )}
      <BusyButton busy={busy}>
        <FormattedMessage id={submitLabelId} />
      </BusyButton>
    </StyledForm>
  );
}
