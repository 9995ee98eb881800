import { MAIL_LOG_LIST } from '@congress/domain/lists';
import { useSendEmailsQuery, type SendEmailsFilter, type SendEmailsQuery } from '../../generated/graphql';
import { formatCell, listExport, ListPage, rowsOf, type ListPageConfig } from '../../listKit';
import { MailPreviewButton } from './MailPreview';

type Mail = SendEmailsQuery['sendEmails']['rows'][number];
const sentAt = MAIL_LOG_LIST.columns.find((c) => c.key === 'sent_at')!;

const config: ListPageConfig<Mail> = {
  list: MAIL_LOG_LIST,
  titleId: 'admin.menu.mailLog',
  introId: 'admin.mail.intro',
  countId: 'admin.count.mails',
  useRows: (query) => {
    const result = useSendEmailsQuery({
      variables: {
        filter: query.filter as SendEmailsFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
    });
    return rowsOf(result, result.data?.sendEmails);
  },
  cells: {
    title: (mail, tools) => <MailPreviewButton mail={mail} refetch={tools.refetch} />,
    state: (mail, { intl }) => (
      <span data-state={mail.state}>{intl.formatMessage({ id: `admin.mail.state.${mail.state}` })}</span>
    ),
    sent_at: (mail, { intl }) =>
      mail.sent_at ? formatCell(sentAt, mail.sent_at, intl) : intl.formatMessage({ id: 'admin.mail.queued' }),
  },
  rowLabel: (mail) => `${mail.title} → ${mail.usermail}`,
  exportRequest: listExport(MAIL_LOG_LIST),
};

/** mail/mailLog: every mail sent or queued (also the outbox when no SMTP server is set). */
export default function MailLogPage() {
  return <ListPage config={config} />;
}
