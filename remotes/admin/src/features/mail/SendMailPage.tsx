import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { EXTENSIONS_OF, MAX_MAIL_ATTACHMENTS, UPLOAD_USES } from '@congress/domain';
import {
  MAIL_AUDIENCES,
  MAIL_CONTENT_MODES,
  MAIL_TITLE_MAX,
  sendMailFormSchema,
} from '@congress/domain/validation';
import { useSession } from '@congress/ui';
import { FieldMessage, invalidProps, useSchemaForm } from '@congress/components/forms';
import { Link } from '@congress/router';
import {
  useMailRecipientsSummaryLazyQuery,
  useCreateSendEmailMutation,
  useMailSendOptionsQuery,
  type MailRecipientsInput,
} from '../../generated/graphql';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { errorText, StyledAdminPage, StyledNotice, StyledSmallButton } from '../../listKit';
import { textToHtml } from './textToHtml';

const StyledForm = styled.form`
  display: grid;
  gap: 16px;
  max-width: 760px;
  padding: 16px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  min-width: 0;
  overflow-wrap: anywhere;
  .error {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.danger};
  }
  fieldset {
    display: grid;
    gap: 6px;
    min-width: 0;
    margin: 0;
    padding: 8px 12px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
  }
  legend {
    font-weight: 600;
  }
  label.choice {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 40px;
  }
  .field {
    display: grid;
    gap: 4px;
    min-width: 0;
    margin: 0;
  }
  input[type='file'],
  select {
    width: 100%;
    min-width: 0;
    max-width: 100%;
  }
  input[type='text'],
  select,
  textarea {
    min-height: 40px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font: inherit;
    max-width: 100%;
  }
  ul.files {
    margin: 0;
    padding-left: 20px;
  }
`;

type Values = {
  audience: (typeof MAIL_AUDIENCES)[number];
  groupId: string;
  mode: (typeof MAIL_CONTENT_MODES)[number];
  templateId: string;
  title: string;
  text: string;
};
const EMPTY: Values = {
  audience: 'group',
  groupId: '',
  mode: 'template',
  templateId: '',
  title: '',
  text: '',
};
const USE = 'mailAttachment';
const ACCEPT = UPLOAD_USES[USE].types.map((t) => EXTENSIONS_OF[t] ?? t).join(',');

/** mail/sendMail: a template or a mail of one's own to a group or every unpaid registrant, with attachments. */
export default function SendMailPage() {
  const intl = useIntl();
  const { token } = useSession();
  const ids = { group: useId(), template: useId(), title: useId(), text: useId(), files: useId() };
  const options = useMailSendOptionsQuery({ fetchPolicy: 'cache-and-network' });
  const form = useSchemaForm<Values>(sendMailFormSchema, EMPTY);
  const { values, errors, setValue } = form;
  const { audience, groupId, mode, templateId, title, text } = values;
  const [files, setFiles] = useState<{ id: string; name: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ count: number; leftOut: number } | null>(null);
  // A mail about future congresses goes only to members who consented (issue 39 §1).
  const [futureCongresses, setFutureCongresses] = useState(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  const [count] = useMailRecipientsSummaryLazyQuery({ fetchPolicy: 'no-cache' });
  const [send] = useCreateSendEmailMutation({ refetchQueries: ['SendEmails'] });

  const recipients: MailRecipientsInput = {
    ...(audience === 'group' ? { groupId } : { unpaid: true }),
    ...(futureCongresses ? { futureCongresses: true } : {}),
  };

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!chosen.length) return;
    if (files.length + chosen.length > MAX_MAIL_ATTACHMENTS) {
      setProblem(intl.formatMessage({ id: 'validation.mailAttachments' }));
      return;
    }
    setUploading(true);
    setProblem(null);
    try {
      const form = new FormData();
      for (const file of chosen) form.append('files', file, file.name);
      const res = await fetch(`/upload?use=${USE}`, {
        method: 'POST',
        body: form,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const body = (await res.json()) as { files?: { id: string; name: string }[]; code?: string };
      if (!res.ok || !body.files)
        throw new Error(intl.formatMessage({ id: `error.${body.code ?? 'INTERNAL'}` }));
      setFiles((current) => [...current, ...body.files!.map((f) => ({ id: String(f.id), name: f.name }))]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  const ask = form.submit(async () => {
    setProblem(null);
    setDone(null);
    const result = await count({ variables: { recipients } });
    if (result.error) setProblem(errorText(intl, result.error));
    else
      setConfirm({
        count: result.data?.mailRecipientsSummary.count ?? 0,
        leftOut: result.data?.mailRecipientsSummary.leftOut ?? 0,
      });
  });

  return (
    <StyledAdminPage>
      <h1>
        <FormattedMessage id="admin.menu.sendMail" />
      </h1>
      <p>
        <FormattedMessage id="admin.sendMail.intro" />
      </p>
      <StyledForm noValidate onSubmit={ask}>
        <fieldset>
          <legend>
            <FormattedMessage id="admin.sendMail.audience" />
          </legend>
          <label className="choice">
            <input
              type="radio"
              name="audience"
              checked={audience === 'group'}
              onChange={() => setValue('audience', 'group')}
            />
            <FormattedMessage id="admin.sendMail.audience.group" />
          </label>
          {audience === 'group' && (
            <p className="field">
              <label htmlFor={ids.group}>
                <FormattedMessage id="admin.sendMail.group" />
              </label>
              <select
                id={ids.group}
                value={groupId}
                onChange={(e) => setValue('groupId', e.target.value)}
                {...invalidProps(errors, 'groupId', ids.group)}
              >
                <option value="">{intl.formatMessage({ id: 'admin.sendMail.chooseGroup' })}</option>
                {options.data?.groups.rows.map((g) => (
                  <option key={g.id} value={g.id}>
                    {intl.formatMessage(
                      { id: 'admin.sendMail.groupOption' },
                      { title: g.title, count: g.memberCount },
                    )}
                  </option>
                ))}
              </select>
              <FieldMessage error={errors.groupId} id={ids.group} />
            </p>
          )}
          <label className="choice">
            <input
              type="radio"
              name="audience"
              checked={audience === 'unpaid'}
              onChange={() => setValue('audience', 'unpaid')}
            />
            <FormattedMessage id="admin.sendMail.audience.unpaid" />
          </label>
          <p>
            <Link to="/admin/main/member/allUsers">
              <FormattedMessage id="admin.sendMail.audience.members" />
            </Link>
          </p>
        </fieldset>
        <fieldset>
          <legend>
            <FormattedMessage id="admin.sendMail.purpose" />
          </legend>
          <label className="choice">
            <input
              type="checkbox"
              name="futureCongresses"
              checked={futureCongresses}
              onChange={(e) => setFutureCongresses(e.target.checked)}
            />
            <FormattedMessage id="admin.sendMail.futureCongresses" />
          </label>
        </fieldset>
        <fieldset>
          <legend>
            <FormattedMessage id="admin.sendMail.content" />
          </legend>
          <label className="choice">
            <input
              type="radio"
              name="mode"
              checked={mode === 'template'}
              onChange={() => setValue('mode', 'template')}
            />
            <FormattedMessage id="admin.sendMail.useTemplate" />
          </label>
          <label className="choice">
            <input
              type="radio"
              name="mode"
              checked={mode === 'free'}
              onChange={() => setValue('mode', 'free')}
            />
            <FormattedMessage id="admin.sendMail.useFree" />
          </label>
          {mode === 'template' ? (
            <p className="field">
              <label htmlFor={ids.template}>
                <FormattedMessage id="admin.sendMail.template" />
              </label>
              <select
                id={ids.template}
                value={templateId}
                onChange={(e) => setValue('templateId', e.target.value)}
                {...invalidProps(errors, 'templateId', ids.template)}
              >
                <option value="">{intl.formatMessage({ id: 'admin.sendMail.chooseTemplate' })}</option>
                {options.data?.mailTemplates.rows.map((t) => (
                  <option key={t.id} value={t.id}>
                    {`${intl.formatMessage({ id: `admin.mail.type.${t.type}` })} · ${t.locale} · ${t.title}`}
                  </option>
                ))}
              </select>
              <FieldMessage error={errors.templateId} id={ids.template} />
            </p>
          ) : (
            <>
              <p className="field">
                <label htmlFor={ids.title}>
                  <FormattedMessage id="admin.mail.title" />
                </label>
                <input
                  id={ids.title}
                  type="text"
                  maxLength={MAIL_TITLE_MAX}
                  value={title}
                  onChange={(e) => setValue('title', e.target.value)}
                  {...invalidProps(errors, 'title', ids.title)}
                />
                <FieldMessage error={errors.title} id={ids.title} />
              </p>
              <p className="field">
                <label htmlFor={ids.text}>
                  <FormattedMessage id="admin.mail.text" />
                </label>
                <textarea
                  id={ids.text}
                  rows={8}
                  value={text}
                  onChange={(e) => setValue('text', e.target.value)}
                  {...invalidProps(errors, 'text', ids.text)}
                />
                <FieldMessage error={errors.text} id={ids.text} />
              </p>
            </>
          )}
        </fieldset>
        <p className="field">
          <label htmlFor={ids.files}>
            <FormattedMessage id="admin.sendMail.attachments" />
          </label>
          <input
            id={ids.files}
            type="file"
            multiple
            accept={ACCEPT}
            disabled={uploading}
            onChange={(e) => void attach(e)}
          />
          {uploading && <span role="status">{intl.formatMessage({ id: 'admin.sendMail.uploading' })}</span>}
        </p>
        {files.length > 0 && (
          <ul className="files">
            {files.map((f) => (
              <li key={f.id}>
                {f.name}{' '}
                <button
                  type="button"
                  className="link"
                  onClick={() => setFiles((current) => current.filter((x) => x.id !== f.id))}
                >
                  {intl.formatMessage({ id: 'admin.sendMail.remove' }, { name: f.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {problem && (
          <StyledNotice $tone="error" role="alert">
            {problem}
          </StyledNotice>
        )}
        {done && (
          <StyledNotice $tone="success" role="status">
            {done}
          </StyledNotice>
        )}
        <div>
          <StyledSmallButton ref={sendButton} type="submit" aria-haspopup="dialog" aria-disabled={uploading}>
            <FormattedMessage id="admin.sendMail.send" />
          </StyledSmallButton>
        </div>
      </StyledForm>
      {confirm && (
        <ConfirmDialog
          title={<FormattedMessage id="admin.sendMail.confirm.title" />}
          confirmLabel={
            <FormattedMessage id="admin.sendMail.confirm.button" values={{ count: confirm.count }} />
          }
          canConfirm={confirm.count > 0}
          errorText={(error) => errorText(intl, error)}
          returnFocus={() => sendButton.current}
          onConfirm={async () => {
            const { data } = await send({
              variables: {
                input: {
                  type: 'MANUAL',
                  recipients,
                  ...(mode === 'template'
                    ? { templateId }
                    : { title: title.trim(), content: textToHtml(text) }),
                  files: files.map((f) => f.id),
                },
              },
            });
            const leftOut = data?.createSendEmail.leftOut ?? 0;
            const message = [
              intl.formatMessage(
                { id: 'admin.sendMail.done' },
                { count: data?.createSendEmail.affected ?? confirm.count },
              ),
              ...(leftOut > 0
                ? [intl.formatMessage({ id: 'admin.sendMail.leftOut' }, { count: leftOut })]
                : []),
            ].join(' ');
            setDone(message);
            return { message };
          }}
          onClose={(finished) => {
            setConfirm(null);
            if (finished) setFiles([]);
          }}
        >
          <p>
            <FormattedMessage id="admin.sendMail.confirm.text" values={{ count: confirm.count }} />
          </p>
          {confirm.leftOut > 0 && (
            <p>
              <FormattedMessage id="admin.sendMail.leftOut" values={{ count: confirm.leftOut }} />
            </p>
          )}
        </ConfirmDialog>
      )}
    </StyledAdminPage>
  );
}
