import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  ACCESS_ACTION_LABELS,
  ACCESS_CHECK_NOTE_MAX,
  ACCESS_CHECK_RULES,
  labelIn,
} from '@congress/domain/lists';
import { koreaDateTimeText } from '@congress/domain/validation';
import {
  useAccessRecordMonthQuery,
  useRecordAccessRecordCheckMutation,
  type AccessRecordEntryRowFragment,
} from '../../generated/graphql';
import { errorText, StyledAdminPage, StyledNotice, StyledSmallButton } from '../../listKit';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

const StyledCheck = styled(StyledAdminPage)`
  table {
    border-collapse: collapse;
    margin: 8px 0 20px;
    font-size: 0.9rem;
  }
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: 4px 8px;
    text-align: left;
  }
  .flag {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
  .figures {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
    padding: 0;
    list-style: none;
  }
  form {
    display: grid;
    gap: 8px;
    max-width: 640px;
  }
  textarea {
    font: inherit;
  }
`;

/** Asia/Seoul is UTC+9 all year (no daylight saving since 1988): a fixed shift is exact. */
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const inSeoul = (time: Date) => new Date(time.getTime() + SEOUL_OFFSET_MS).toISOString();
/** The month an organiser checks first: the one before this one, Korea time (the standard asks monthly). */
function lastMonth(): string {
  const [year, month] = inSeoul(new Date()).slice(0, 7).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

function Entries(props: { rows: readonly AccessRecordEntryRowFragment[]; caption: string }) {
  const intl = useIntl();
  if (!props.rows.length) return null;
  return (
    <table>
      <caption className="vh">{props.caption}</caption>
      <thead>
        <tr>
          <th>
            <FormattedMessage id="admin.accessCheck.when" />
          </th>
          <th>
            <FormattedMessage id="admin.accessCheck.who" />
          </th>
          <th>
            <FormattedMessage id="admin.accessCheck.action" />
          </th>
          <th>
            <FormattedMessage id="admin.accessCheck.what" />
          </th>
          <th>
            <FormattedMessage id="admin.accessCheck.rows" />
          </th>
          <th>
            <FormattedMessage id="admin.accessCheck.reason" />
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.id}>
            <td>{koreaDateTimeText(row.at)}</td>
            <td>{row.actor_email}</td>
            <td>
              {labelIn(
                ACCESS_ACTION_LABELS[row.action as keyof typeof ACCESS_ACTION_LABELS] ?? {
                  en: row.action,
                  ko: row.action,
                },
                intl.locale,
              )}
            </td>
            <td>{row.operation}</td>
            <td>{row.row_count ?? row.member_ids.length}</td>
            <td>{row.reason ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * privacy/accessCheck: a month of the access record as the monthly check reads it (bulk
 * downloads, night-time access in Korea time, organisers who looked at many members), and the
 * record that it was checked: who, when, and their note (issue 39 §3).
 */
export default function AccessCheckPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.menu.accessCheck' });
  useDocumentTitle(title);
  const monthId = useId();
  const noteId = useId();
  const [month, setMonth] = useState(lastMonth);
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { data, loading, error, refetch } = useAccessRecordMonthQuery({
    variables: { month },
    skip: !/^\d{4}-\d{2}$/.test(month),
  });
  const [record, { loading: saving }] = useRecordAccessRecordCheckMutation();
  const figures = data?.accessRecordMonth;
  const rules = ACCESS_CHECK_RULES;

  const save = async () => {
    setNotice(null);
    try {
      await record({ variables: { month, note } });
      setNote('');
      await refetch();
      setNotice({ tone: 'success', text: intl.formatMessage({ id: 'admin.accessCheck.saved' }, { month }) });
    } catch (caught) {
      setNotice({ tone: 'error', text: errorText(intl, caught) });
    }
  };

  return (
    <StyledCheck aria-busy={loading || undefined}>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="intro">
        <FormattedMessage id="admin.accessCheck.intro" values={rules} />
      </p>
      <p>
        <label htmlFor={monthId}>
          <FormattedMessage id="admin.accessCheck.month" />
        </label>{' '}
        <input id={monthId} type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
      </p>
      {error && (
        <StyledNotice $tone="error" role="alert">
          {errorText(intl, error)}
        </StyledNotice>
      )}
      {figures && (
        <>
          <ul className="figures" data-testid="access-check-figures">
            <li>
              <FormattedMessage id="admin.accessCheck.records" values={{ count: figures.records }} />
            </li>
            <li className={figures.bulkCount ? 'flag' : undefined}>
              <FormattedMessage id="admin.accessCheck.bulkCount" values={{ count: figures.bulkCount }} />
            </li>
            <li className={figures.nightCount ? 'flag' : undefined}>
              <FormattedMessage id="admin.accessCheck.nightCount" values={{ count: figures.nightCount }} />
            </li>
          </ul>
          <h2>
            <FormattedMessage id="admin.accessCheck.bulk" values={rules} />
          </h2>
          <Entries
            rows={figures.bulk}
            caption={intl.formatMessage({ id: 'admin.accessCheck.bulk' }, rules)}
          />
          <h2>
            <FormattedMessage id="admin.accessCheck.night" values={rules} />
          </h2>
          <Entries
            rows={figures.night}
            caption={intl.formatMessage({ id: 'admin.accessCheck.night' }, rules)}
          />
          <h2>
            <FormattedMessage id="admin.accessCheck.actors" values={rules} />
          </h2>
          <table>
            <caption className="vh">{intl.formatMessage({ id: 'admin.accessCheck.actors' }, rules)}</caption>
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="admin.accessCheck.who" />
                </th>
                <th>
                  <FormattedMessage id="admin.accessCheck.records.column" />
                </th>
                <th>
                  <FormattedMessage id="admin.accessCheck.members" />
                </th>
                <th>
                  <FormattedMessage id="admin.accessCheck.rows" />
                </th>
                <th>
                  <FormattedMessage id="admin.accessCheck.nightColumn" />
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.actors.map((actor) => (
                <tr key={actor.actor_email} className={actor.manyMembers ? 'flag' : undefined}>
                  <td>
                    {actor.actor_name ? `${actor.actor_name} <${actor.actor_email}>` : actor.actor_email}
                  </td>
                  <td>{actor.records}</td>
                  <td>
                    {actor.members}
                    {actor.manyMembers && (
                      <>
                        {' '}
                        <FormattedMessage id="admin.accessCheck.many" />
                      </>
                    )}
                  </td>
                  <td>{actor.rows}</td>
                  <td>{actor.night}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>
            <FormattedMessage id="admin.accessCheck.checks" />
          </h2>
          {figures.checks.length ? (
            <ul data-testid="access-checks">
              {figures.checks.map((check) => (
                <li key={check.id}>
                  {koreaDateTimeText(check.checked_at)} · {check.checked_by_name || check.checked_by_email}:{' '}
                  {check.note}
                </li>
              ))}
            </ul>
          ) : (
            <p className="hint">
              <FormattedMessage id="admin.accessCheck.notChecked" />
            </p>
          )}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (note.trim() && !saving) void save();
            }}
          >
            <label htmlFor={noteId}>
              <FormattedMessage id="admin.accessCheck.note" />
            </label>
            <textarea
              id={noteId}
              rows={3}
              required
              maxLength={ACCESS_CHECK_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <div>
              <StyledSmallButton type="submit" aria-disabled={!note.trim() || saving}>
                <FormattedMessage id="admin.accessCheck.record" values={{ month }} />
              </StyledSmallButton>
            </div>
          </form>
        </>
      )}
      {notice && (
        <StyledNotice $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </StyledNotice>
      )}
    </StyledCheck>
  );
}
