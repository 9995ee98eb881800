import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAIL_TEMPLATES_LIST } from '@congress/domain/lists';
import {
  useDeleteMultipleMailTemplatesMutation,
  useMailTemplateQuery,
  useMailTemplatesQuery,
  type MailTemplateRowFragment,
  type MailTemplatesFilter,
} from '../../generated/graphql';
import { Modal } from '../../dialogs/Modal';
import {
  errorText,
  listExport,
  ListPage,
  rowsOf,
  StyledNotice,
  StyledSmallButton,
  type BulkAction,
  type ListPageConfig,
} from '../../listKit';
import { TemplateEditor, type TemplateDraft } from './TemplateEditor';

const templateLabel = (row: MailTemplateRowFragment) => `${row.title} (${row.type}, ${row.locale})`;

/** Loads a template's body, then edits it. */
function EditTemplate(props: { id: string; onSaved(title: string): void }) {
  const intl = useIntl();
  const { data, error } = useMailTemplateQuery({ variables: { id: props.id }, fetchPolicy: 'network-only' });
  if (error) return <StyledNotice $tone="error">{errorText(intl, error)}</StyledNotice>;
  const t = data?.mailTemplate;
  if (!t) return <p>{intl.formatMessage({ id: 'admin.mailTemplates.loadingEditor' })}</p>;
  return (
    <TemplateEditor
      initial={{ id: t.id, title: t.title, contents: t.contents, type: t.type, locale: t.locale }}
      onSaved={props.onSaved}
    />
  );
}

function TemplateDialog(props: { id?: string; onClose(): void; onSaved(title: string): void }) {
  const intl = useIntl();
  const blank: TemplateDraft = {
    title: '',
    contents: '<p></p>',
    type: 'EVENT_REGISTRATION',
    locale: intl.locale === 'ko' ? 'ko' : 'en',
  };
  return (
    <Modal
      wide
      title={intl.formatMessage({ id: props.id ? 'admin.mailTemplates.edit' : 'admin.mailTemplates.new' })}
      onClose={props.onClose}
    >
      {props.id ? (
        <EditTemplate id={props.id} onSaved={props.onSaved} />
      ) : (
        <TemplateEditor initial={blank} onSaved={props.onSaved} />
      )}
    </Modal>
  );
}

function useDeleteTemplatesAction(): BulkAction<MailTemplateRowFragment, unknown> {
  const [remove] = useDeleteMultipleMailTemplatesMutation();
  return {
    key: 'delete',
    labelId: 'admin.mailTemplates.bulk.delete',
    titleId: 'admin.mailTemplates.bulk.delete.title',
    textId: 'admin.mailTemplates.bulk.delete.text',
    confirmId: 'admin.mailTemplates.bulk.delete.confirm',
    danger: true,
    run: async (rows, _input, { intl }) => {
      const { data } = await remove({ variables: { ids: rows.map((r) => r.id) } });
      return {
        message: intl.formatMessage(
          { id: 'admin.mailTemplates.bulk.delete.done' },
          {
            count: data?.deleteMultipleMailTemplates.affected ?? rows.length,
            names: rows.map(templateLabel).join(', '),
          },
        ),
      };
    },
  };
}

/** mail/templateSetting: every template, both languages; create, edit (rich text, preview), delete. */
export default function TemplatesPage() {
  const intl = useIntl();
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const config: ListPageConfig<MailTemplateRowFragment> = {
    list: MAIL_TEMPLATES_LIST,
    titleId: 'admin.menu.templateSetting',
    introId: 'admin.mailTemplates.intro',
    countId: 'admin.count.mailTemplates',
    useRows: (query) => {
      const result = useMailTemplatesQuery({
        variables: {
          filter: query.filter as MailTemplatesFilter,
          sort_conditions: [query.sort],
          start: query.start,
          limit: query.limit,
        },
      });
      return rowsOf(result, result.data?.mailTemplates);
    },
    cells: {
      title: (row) => (
        <button
          type="button"
          className="link"
          aria-haspopup="dialog"
          onClick={() => setEditing({ id: row.id })}
        >
          {row.title}
        </button>
      ),
      locale: (row) => intl.formatMessage({ id: `admin.mailTemplates.locale.${row.locale}` }),
    },
    rowLabel: templateLabel,
    exportRequest: listExport(MAIL_TEMPLATES_LIST),
    bulkActions: [useDeleteTemplatesAction()],
  };
  return (
    <ListPage config={config}>
      <p>
        <StyledSmallButton type="button" aria-haspopup="dialog" onClick={() => setEditing({})}>
          <FormattedMessage id="admin.mailTemplates.new" />
        </StyledSmallButton>
      </p>
      {saved && (
        <StyledNotice $tone="success" role="status">
          <FormattedMessage id="admin.mailTemplates.saved" values={{ title: saved }} />
        </StyledNotice>
      )}
      {editing && (
        <TemplateDialog
          id={editing.id}
          onClose={() => setEditing(null)}
          onSaved={(title) => {
            setEditing(null);
            setSaved(title);
          }}
        />
      )}
    </ListPage>
  );
}
