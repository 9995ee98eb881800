import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CREDIT_PREVIEW_FILTERS } from '@congress/domain';
import {
  useAdminCreditPreviewQuery,
  useAdminCreditSchemesQuery,
  type AdminCreditDayFragment,
  type AdminCreditRecordFragment,
  type Enum_Credit_Preview_Filter,
} from '../../generated/graphql';
import { QueryErrorNotice, StyledAdminPage, StyledNotice, StyledSmallButton } from '../../listKit';
import { ExportButton } from '../../listKit/ExportButton';
import { Pager } from '../../listKit/Pager';
import { StyledTable, StyledTableScroll, StyledToolbar } from '../../listKit/styles';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CorrectionDialog } from './CorrectionDialog';
import { koreaTime, schemeName } from './format';
import { StyledCredits, StyledDayCell } from './styles';

export const PREVIEW_FILTERS: readonly Enum_Credit_Preview_Filter[] = CREDIT_PREVIEW_FILTERS;

/** Minutes and points of a day, why it earns nothing or less, its flags: all in words. */
function DayFigures(props: { day: AdminCreditDayFragment }) {
  const { day } = props;
  return (
    <>
      <span className="figures">
        <FormattedMessage
          id="admin.credits.preview.figures"
          values={{ minutes: day.countedMinutes, points: day.points }}
        />
      </span>
      <span className="why">
        <FormattedMessage
          id={day.scanCount > 1 ? 'admin.credits.preview.scans' : 'admin.credits.preview.oneScanAt'}
          values={{ first: koreaTime(day.first), last: koreaTime(day.last), count: day.scanCount }}
        />
      </span>
      {day.reason && (
        <span className="why">
          <FormattedMessage id={`admin.credits.reason.${day.reason}`} />
        </span>
      )}
      {day.flags.map((flag) => (
        <span key={flag} className="flag">
          <FormattedMessage id={`admin.credits.flag.${flag}`} />
        </span>
      ))}
    </>
  );
}

/** credits/preview: every counted attendee of a scheme, per day, with corrections. */
export default function CreditPreviewPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.credits.preview.title' }));
  const setup = useAdminCreditSchemesQuery({ fetchPolicy: 'network-only' });
  const schemes = setup.data?.creditSchemes ?? [];
  const settings = setup.data?.creditSettings;
  const [chosen, setChosen] = useState<string | null>(null);
  const schemeId = chosen ?? schemes[0]?.id ?? null;
  const scheme = schemes.find((s) => s.id === schemeId) ?? null;
  const [filter, setFilter] = useState<Enum_Credit_Preview_Filter | ''>('');
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [editing, setEditing] = useState<{
    record: AdminCreditRecordFragment;
    day: string;
    current: AdminCreditDayFragment | null;
  } | null>(null);
  const preview = useAdminCreditPreviewQuery({
    skip: !schemeId,
    fetchPolicy: 'cache-and-network',
    variables: {
      schemeId: schemeId ?? '',
      start: (page - 1) * size,
      limit: size,
      filter: filter || null,
      text: text || null,
      locale: intl.locale,
    },
  });
  const list = preview.data?.creditPreview;
  const days = [
    ...new Set([
      ...(settings?.days.map((d) => d.day) ?? []),
      ...(scheme?.dayPoints.map((d) => d.day) ?? []),
      ...(list?.rows.flatMap((r) => r.days.map((d) => d.day)) ?? []),
    ]),
  ].sort();
  const column = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  return (
    <StyledAdminPage aria-labelledby="credits-preview-title">
      <h1 id="credits-preview-title">
        <FormattedMessage id="admin.credits.preview.title" />
      </h1>
      <p className="intro">
        <FormattedMessage id="admin.credits.preview.intro" />
      </p>
      <QueryErrorNotice error={setup.error ?? preview.error} />
      {setup.data && schemes.length === 0 && (
        <StyledNotice>
          <FormattedMessage id="admin.credits.preview.noSchemes" />
        </StyledNotice>
      )}
      {scheme && (
        <StyledCredits>
          <form
            className="tools"
            role="search"
            aria-label={column('admin.credits.preview.search')}
            onSubmit={(event) => {
              event.preventDefault();
              setText(typed.trim());
              setPage(1);
            }}
          >
            <label>
              <FormattedMessage id="admin.credits.preview.scheme" />
              <select
                value={scheme.id}
                onChange={(e) => {
                  setChosen(e.target.value);
                  setPage(1);
                }}
              >
                {schemes.map((s) => (
                  <option key={s.id} value={s.id}>
                    {schemeName(s, intl.locale)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <FormattedMessage id="admin.credits.preview.filter" />
              <select
                value={filter}
                onChange={(e) => {
                  setFilter(e.target.value as Enum_Credit_Preview_Filter | '');
                  setPage(1);
                }}
              >
                <option value="">{column('admin.credits.filter.all')}</option>
                {PREVIEW_FILTERS.map((f) => (
                  <option key={f} value={f}>
                    {column(`admin.credits.filter.${f}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <FormattedMessage id="admin.credits.preview.text" />
              <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
            </label>
            <StyledSmallButton type="submit">
              <FormattedMessage id="admin.credits.preview.searchButton" />
            </StyledSmallButton>
          </form>
          <StyledToolbar>
            <span className="count" role="status">
              {list && <FormattedMessage id="admin.credits.preview.count" values={{ count: list.count }} />}
            </span>
            <ExportButton
              request={{
                url: `/credits/preview.xlsx?scheme=${scheme.id}`,
                filename: 'preview.xlsx',
                personalData: true,
              }}
              selected={0}
              labelId="admin.credits.preview.download"
            />
          </StyledToolbar>
          <StyledTableScroll>
            <StyledTable aria-label={schemeName(scheme, intl.locale)} aria-busy={preview.loading}>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="admin.credits.preview.name" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="admin.credits.preview.licence" />
                  </th>
                  {days.map((day) => (
                    <th key={day} scope="col">
                      {day}
                    </th>
                  ))}
                  <th scope="col" className="num">
                    <FormattedMessage id="admin.credits.preview.total" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="admin.credits.preview.flags" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {list && list.rows.length === 0 && (
                  <tr className="state">
                    <td colSpan={days.length + 4}>
                      <FormattedMessage id="admin.credits.preview.empty" />
                    </td>
                  </tr>
                )}
                {list?.rows.map((record) => (
                  <tr
                    key={record.userId}
                    data-testid="credit-row"
                    className={record.eligible ? undefined : 'muted'}
                  >
                    <td data-label={column('admin.credits.preview.name')}>
                      <span>
                        <strong>{record.name}</strong>
                        <br />
                        <span className="hint">{record.email}</span>
                      </span>
                    </td>
                    <td data-label={column('admin.credits.preview.licence')}>
                      {record.licence ?? column('admin.credits.preview.noLicence')}
                    </td>
                    {days.map((day) => {
                      const current = record.days.find((d) => d.day === day) ?? null;
                      return (
                        <td key={day} data-label={day}>
                          <StyledDayCell>
                            {current ? (
                              <DayFigures day={current} />
                            ) : (
                              <span className="why">
                                <FormattedMessage id="admin.credits.preview.noScan" />
                              </span>
                            )}
                            <StyledSmallButton
                              type="button"
                              $variant="secondary"
                              onClick={() => setEditing({ record, day, current })}
                            >
                              <FormattedMessage id="admin.credits.preview.correct" />
                              <span className="vh">
                                {' '}
                                {record.name} {day}
                              </span>
                            </StyledSmallButton>
                          </StyledDayCell>
                        </td>
                      );
                    })}
                    <td className="num" data-label={column('admin.credits.preview.total')}>
                      <FormattedMessage
                        id="admin.credits.preview.figures"
                        values={{
                          minutes: record.totalMinutes,
                          points: record.totalPoints,
                        }}
                      />
                    </td>
                    <td data-label={column('admin.credits.preview.flags')}>
                      {!record.eligible && (
                        <span className="badge">
                          <FormattedMessage id="admin.credits.reason.NOT_ELIGIBLE" />
                        </span>
                      )}
                      {record.flags.map((flag) => (
                        <span key={flag} className="badge">
                          <FormattedMessage id={`admin.credits.flag.${flag}`} />
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </StyledTable>
          </StyledTableScroll>
          {list && list.count > 0 && (
            <Pager
              page={page}
              size={size}
              count={list.count}
              onPage={setPage}
              onSize={(n) => {
                setSize(n);
                setPage(1);
              }}
            />
          )}
        </StyledCredits>
      )}
      {editing && scheme && (
        <CorrectionDialog
          userId={editing.record.userId}
          name={editing.record.name}
          schemeId={scheme.id}
          day={editing.day}
          current={editing.current}
          onClose={(changed) => {
            setEditing(null);
            if (changed) void preview.refetch();
          }}
        />
      )}
    </StyledAdminPage>
  );
}
