import { useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { MAIL_TYPES } from '@congress/domain';
import { useSendEmailsQuery, type SendEmailsFilter } from '../../generated/graphql';
import {
  Pager,
  StyledAdminPage,
  StyledFilters,
  StyledSmallButton,
  StyledTable,
  StyledToolbar,
} from '../../components/AdminTable';

const LIMIT = 30;

const StyledPreview = styled.iframe`
  width: 100%;
  height: 320px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #fff;
`;

/** mail/mailLog: every mail sent or queued, which is also the outbox when no SMTP server is set. */
export default function MailLogPage() {
  const intl = useIntl();
  const [draft, setDraft] = useState({ type: '', title: '', usermail: '' });
  const [filter, setFilter] = useState<SendEmailsFilter>({});
  const [start, setStart] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data } = useSendEmailsQuery({ variables: { filter, start, limit: LIMIT } });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setStart(0);
    setFilter({
      ...(draft.type ? { type: draft.type as SendEmailsFilter['type'] } : {}),
      ...(draft.title.trim() ? { title: draft.title.trim() } : {}),
      ...(draft.usermail.trim() ? { usermail: draft.usermail.trim() } : {}),
    });
  };
  const open = data?.sendEmails.rows.find((m) => m.id === openId);

  return (
    <StyledAdminPage>
      <h1>
        <FormattedMessage id="admin.menu.mailLog" />
      </h1>
      <StyledFilters onSubmit={search} aria-label={intl.formatMessage({ id: 'admin.filters' })}>
        <label>
          <FormattedMessage id="admin.mail.type" />
          <select value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value })}>
            <option value="">{intl.formatMessage({ id: 'admin.any' })}</option>
            {MAIL_TYPES.map((t) => (
              <option key={t} value={t}>
                {intl.formatMessage({ id: `admin.mail.type.${t}` })}
              </option>
            ))}
          </select>
        </label>
        <label>
          <FormattedMessage id="admin.mail.title" />
          <input value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
        </label>
        <label>
          <FormattedMessage id="admin.mail.to" />
          <input value={draft.usermail} onChange={(e) => setDraft({ ...draft, usermail: e.target.value })} />
        </label>
        <StyledSmallButton type="submit">
          <FormattedMessage id="common.search" />
        </StyledSmallButton>
      </StyledFilters>
      <StyledToolbar>
        <span className="count">{data?.sendEmails.count ?? 0}</span>
      </StyledToolbar>
      <StyledTable>
        <thead>
          <tr>
            <th>
              <FormattedMessage id="admin.mail.created" />
            </th>
            <th>
              <FormattedMessage id="admin.mail.type" />
            </th>
            <th>
              <FormattedMessage id="admin.mail.to" />
            </th>
            <th>
              <FormattedMessage id="admin.mail.title" />
            </th>
            <th>
              <FormattedMessage id="admin.mail.sent" />
            </th>
          </tr>
        </thead>
        <tbody>
          {data?.sendEmails.rows.map((mail) => (
            <tr key={mail.id}>
              <td>
                <FormattedDate
                  value={mail.created_at}
                  timeZone="Asia/Seoul"
                  dateStyle="short"
                  timeStyle="short"
                />
              </td>
              <td>{intl.formatMessage({ id: `admin.mail.type.${mail.type}` })}</td>
              <td>{mail.usermail}</td>
              <td>
                <button type="button" className="link" onClick={() => setOpenId(mail.id)}>
                  {mail.title}
                </button>
              </td>
              <td>
                {mail.sent_at ? (
                  <FormattedDate
                    value={mail.sent_at}
                    timeZone="Asia/Seoul"
                    dateStyle="short"
                    timeStyle="short"
                  />
                ) : (
                  <FormattedMessage id="admin.mail.queued" />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
      <Pager start={start} limit={LIMIT} count={data?.sendEmails.count ?? 0} onChange={setStart} />
      {open && (
        <section>
          <h2>{open.title}</h2>
          {/* Mail HTML shown in a sandbox: no scripts, no access to the back office. */}
          <StyledPreview title={open.title} sandbox="" srcDoc={open.content} />
        </section>
      )}
    </StyledAdminPage>
  );
}
