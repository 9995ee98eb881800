import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { MAIL_LOCALES, MAIL_TYPES, unknownMailPlaceholders, type MailType } from '@congress/domain';
import {
  useCreateMailTemplateMutation,
  usePreviewMailTemplateLazyQuery,
  useUpdateMailTemplateMutation,
  type PreviewMailTemplateQuery,
} from '../../generated/graphql';
import { MAIL_TITLE_MAX, mailTemplateSchema } from '@congress/domain/validation';
import { fieldErrorsOf } from '@congress/graphql';
import { FieldMessage, invalidProps, useSchemaForm } from '@congress/components/forms';
import { RichTextEditor } from '../../components/RichTextEditor';
import { errorText, StyledNotice, StyledSmallButton } from '../../listKit';
import { useColumnList } from './useColumnList';

// The editor is its own chunk: only the template page downloads it.

export type TemplateDraft = {
  id?: string;
  title: string;
  contents: string;
  type: MailType;
  locale: string;
};

const StyledForm = styled.form`
  display: grid;
  gap: 12px;
  .error {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.danger};
  }
  .row {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    gap: 12px;
  }
  .field {
    display: grid;
    gap: 4px;
    margin: 0;
  }
  .field input,
  .field select {
    min-height: 40px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font: inherit;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .chips button {
    min-height: 32px;
    padding: 2px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    background: #f6f7fa;
    font: inherit;
    font-size: 0.85rem;
    cursor: pointer;
  }
  .group {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
    margin: 4px 0 2px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    justify-content: flex-end;
  }
  iframe {
    width: 100%;
    height: 320px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
  }
`;

/** Create or edit a template: type, language, subject, body with placeholders, server preview. */
export function TemplateEditor(props: { initial: TemplateDraft; onSaved(title: string): void }) {
  const intl = useIntl();
  const ids = {
    type: useId(),
    locale: useId(),
    title: useId(),
    body: useId(),
    user: useId(),
    unknown: useId(),
  };
  // Checked by the API's own rules (mailTemplateSchema) before it is sent.
  const form = useSchemaForm<TemplateDraft>(() => mailTemplateSchema, props.initial);
  const { values: draft, errors, setValue } = form;
  const [previewUser, setPreviewUser] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<PreviewMailTemplateQuery['previewMailTemplate'] | null>(null);
  const insert = useRef<((text: string) => void) | null>(null);
  const { groups, error: columnsError } = useColumnList(draft.type);
  const [create, created] = useCreateMailTemplateMutation({ refetchQueries: ['MailTemplates'] });
  const [update, updated] = useUpdateMailTemplateMutation({ refetchQueries: ['MailTemplates'] });
  const [runPreview, previewing] = usePreviewMailTemplateLazyQuery({ fetchPolicy: 'no-cache' });
  const saving = created.loading || updated.loading;

  const known = groups?.flatMap((g) => g.names);
  const unknown = known ? unknownMailPlaceholders([draft.title, draft.contents], known) : [];
  const input = { title: draft.title, contents: draft.contents, type: draft.type, locale: draft.locale };

  const save = form.submit(async () => {
    if (saving || unknown.length) return;
    setError(null);
    try {
      if (draft.id) await update({ variables: { id: draft.id, input } });
      else await create({ variables: { input } });
      props.onSaved(draft.title);
    } catch (caught) {
      form.setErrors(fieldErrorsOf(caught));
      setError(errorText(intl, caught));
    }
  });
  const showPreview = async () => {
    setError(null);
    const result = await runPreview({ variables: { input, userId: previewUser.trim() || null } });
    if (result.error) setError(errorText(intl, result.error));
    else setPreview(result.data?.previewMailTemplate ?? null);
  };

  return (
    <StyledForm noValidate onSubmit={save}>
      <div className="row">
        <p className="field">
          <label htmlFor={ids.type}>
            <FormattedMessage id="admin.mail.type" />
          </label>
          <select
            id={ids.type}
            value={draft.type}
            onChange={(e) => setValue('type', e.target.value as MailType)}
          >
            {MAIL_TYPES.map((t) => (
              <option key={t} value={t}>
                {intl.formatMessage({ id: `admin.mail.type.${t}` })}
              </option>
            ))}
          </select>
        </p>
        <p className="field">
          <label htmlFor={ids.locale}>
            <FormattedMessage id="admin.mailTemplates.locale" />
          </label>
          <select id={ids.locale} value={draft.locale} onChange={(e) => setValue('locale', e.target.value)}>
            {MAIL_LOCALES.map((l) => (
              <option key={l} value={l}>
                {intl.formatMessage({ id: `admin.mailTemplates.locale.${l}` })}
              </option>
            ))}
          </select>
        </p>
      </div>
      <p className="field">
        <label htmlFor={ids.title}>
          <FormattedMessage id="admin.mailTemplates.subject" />
        </label>
        <input
          id={ids.title}
          maxLength={MAIL_TITLE_MAX}
          value={draft.title}
          onChange={(e) => setValue('title', e.target.value)}
          {...invalidProps(errors, 'title', ids.title)}
        />
        <FieldMessage error={errors.title} id={ids.title} />
      </p>
      <div>
        <p className="group">
          <FormattedMessage id="admin.mailTemplates.placeholders" />
        </p>
        {columnsError && (
          <StyledNotice $tone="error" role="alert">
            {intl.formatMessage({ id: 'error.INTERNAL' })}
          </StyledNotice>
        )}
        {groups?.map((group) => (
          <div key={group.table ?? 'server'}>
            <p className="group">
              {group.table ? (
                <FormattedMessage
                  id="admin.mailTemplates.placeholders.table"
                  values={{ table: group.table }}
                />
              ) : (
                <FormattedMessage id="admin.mailTemplates.placeholders.server" />
              )}
            </p>
            <ul className="chips">
              {group.names.map((name) => (
                <li key={name}>
                  <button type="button" onClick={() => insert.current?.(`{${name}}`)}>
                    {`{${name}}`}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="field">
        <span id={`${ids.body}-label`}>
          <FormattedMessage id="admin.mailTemplates.body" />
        </span>
        <RichTextEditor
          id={ids.body}
          label={intl.formatMessage({ id: 'admin.mailTemplates.body' })}
          value={draft.contents}
          describedBy={
            [unknown.length ? ids.unknown : '', errors.contents ? `${ids.body}-error` : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          invalid={Boolean(errors.contents)}
          onChange={(contents) => setValue('contents', contents)}
          onReady={(fn) => {
            insert.current = fn;
          }}
          placeholderLinks
        />
        <FieldMessage error={errors.contents} id={ids.body} />
      </div>
      {unknown.length > 0 && (
        <StyledNotice id={ids.unknown} $tone="error" role="alert">
          <FormattedMessage
            id="admin.mailTemplates.unknown"
            values={{ count: unknown.length, names: unknown.map((n) => `{${n}}`).join(', ') }}
          />
        </StyledNotice>
      )}
      {error && (
        <StyledNotice $tone="error" role="alert">
          {error}
        </StyledNotice>
      )}
      <div className="row">
        <p className="field">
          <label htmlFor={ids.user}>
            <FormattedMessage id="admin.mailTemplates.previewUser" />
          </label>
          <input
            id={ids.user}
            inputMode="numeric"
            value={previewUser}
            onChange={(e) => setPreviewUser(e.target.value)}
          />
        </p>
      </div>
      <div className="actions">
        <StyledSmallButton
          type="button"
          onClick={() => void showPreview()}
          aria-disabled={previewing.loading}
        >
          <FormattedMessage id="admin.mailTemplates.preview" />
        </StyledSmallButton>
        <StyledSmallButton type="submit" aria-disabled={saving || unknown.length > 0}>
          <FormattedMessage id="admin.mailTemplates.save" />
        </StyledSmallButton>
      </div>
      {preview && (
        <section aria-label={intl.formatMessage({ id: 'admin.mailTemplates.preview' })}>
          <p className="group">
            <FormattedMessage id="admin.mailTemplates.previewFor" values={{ email: preview.userEmail }} />
          </p>
          <h3 data-testid="preview-subject">{preview.title}</h3>
          {/* Rendered mail HTML in a sandbox: no scripts, no access to the back office. */}
          <iframe title={preview.title} sandbox="" srcDoc={preview.content} />
        </section>
      )}
    </StyledForm>
  );
}
