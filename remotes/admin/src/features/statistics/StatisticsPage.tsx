// committee/eventStatistics, the back office's landing page: totals as cards, then each breakdown
// as a chart with its table underneath (the table is what screen readers read). The date range
// lives in the URL (?from=YYYY-MM-DD&to=YYYY-MM-DD), so a reload or a shared link shows the same.
import {
  lazy,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLocation, useNavigate } from '@congress/router';
import {
  labelIn,
  statisticsValueLabel,
  STATISTICS_BREAKDOWNS,
  STATISTICS_DAY_SERIES,
  STATISTICS_LABELS as L,
  type Label,
  type StatisticsBreakdown,
  type StatisticsDaySeries,
} from '@congress/domain/lists';
import { media } from '@congress/ui';
import { useEventStatisticsQuery, type EventStatisticsQuery } from '../../generated/graphql';
import { errorText, StyledAdminPage, StyledSmallButton } from '../../listKit';
import { ExportButton } from '../../listKit/ExportButton';
import type { ChartPoint } from './StatisticsChart';

const StatisticsChart = lazy(() => import('./StatisticsChart'));

type Stats = EventStatisticsQuery['eventStatistics'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const StyledStats = styled(StyledAdminPage)`
  .range {
    display: flex;
    flex-wrap: wrap;
    gap: 10px 12px;
    align-items: end;
    margin-bottom: 12px;
    padding: 12px 16px;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
  }
  .range label {
    display: grid;
    gap: 4px;
    font-size: 0.85rem;
  }
  .range input {
    min-height: 36px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font: inherit;
  }
  .range [aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
  .range .buttons {
    display: flex;
    gap: 8px;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 500;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    justify-content: space-between;
    margin-bottom: 16px;
  }
  .cards {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
    gap: 12px;
    margin: 0 0 24px;
    padding: 0;
    list-style: none;
  }
  .card {
    padding: 14px 16px;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    border-radius: 8px;
  }
  .card .label {
    display: block;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .card .value {
    display: block;
    margin-top: 4px;
    font-size: 1.6rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
    font-variant-numeric: tabular-nums;
  }
  .card .sub {
    display: block;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  h2 {
    margin: 28px 0 12px;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
    gap: 16px;
  }
  .panel {
    min-width: 0;
    padding: 12px 16px 16px;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
  }
  .panel h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  .chart {
    min-height: 80px;
  }
  .table-wrap {
    overflow-x: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9rem;
  }
  caption {
    text-align: left;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
    padding: 4px 0;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  ${media.mobile} {
    .grid {
      grid-template-columns: 1fr;
    }
    .range {
      display: grid;
      grid-template-columns: 1fr 1fr;
    }
    .range .buttons {
      grid-column: 1 / -1;
    }
    .range input {
      width: 100%;
      min-width: 0;
      min-height: 44px;
    }
    .cards {
      grid-template-columns: 1fr 1fr;
    }
    .card .value {
      font-size: 1.3rem;
    }
    .panel {
      padding: 12px 10px 14px;
    }
    table {
      font-size: 0.85rem;
    }
    th,
    td {
      padding: 6px 4px;
    }
  }
`;

function useRange() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const read = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  const range = { from: read('from'), to: read('to') };
  const setRange = (next: { from: string; to: string }) => {
    const search = new URLSearchParams();
    if (next.from) search.set('from', next.from);
    if (next.to) search.set('to', next.to);
    const text = search.toString();
    navigate({ pathname: location.pathname, search: text ? `?${text}` : '' });
  };
  return [range, setRange] as const;
}

function RangeForm(props: {
  from: string;
  to: string;
  onApply: (range: { from: string; to: string }) => void;
}) {
  const intl = useIntl();
  const [from, setFrom] = useState(props.from);
  const [to, setTo] = useState(props.to);
  const [reversed, setReversed] = useState(false);
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) {
      setReversed(true);
      return;
    }
    setReversed(false);
    props.onApply({ from, to });
  };
  return (
    <form className="range" onSubmit={submit} aria-label={labelIn(L.range, intl.locale)}>
      <label>
        <FormattedMessage id="admin.stats.from" />
        <input type="date" name="from" value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label>
        <FormattedMessage id="admin.stats.to" />
        <input
          type="date"
          name="to"
          value={to}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? errorId : undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </label>
      <div className="buttons">
        <StyledSmallButton type="submit">
          <FormattedMessage id="admin.stats.apply" />
        </StyledSmallButton>
        <StyledSmallButton
          type="button"
          $variant="secondary"
          onClick={() => {
            setFrom('');
            setTo('');
            setReversed(false);
            props.onApply({ from: '', to: '' });
          }}
        >
          <FormattedMessage id="admin.stats.clear" />
        </StyledSmallButton>
      </div>
      {reversed && (
        <p id={errorId} className="error" role="alert">
          <FormattedMessage id="validation.dateRange" />
        </p>
      )}
    </form>
  );
}

function Chart(props: { kind: 'bar' | 'line'; points: ChartPoint[] }) {
  if (!props.points.length) return null;
  return (
    <div className="chart" aria-hidden="true">
      <Suspense
        fallback={
          <p className="hint">
            <FormattedMessage id="admin.stats.chartsLoading" />
          </p>
        }
      >
        <StatisticsChart kind={props.kind} points={props.points} />
      </Suspense>
    </div>
  );
}

function Panel(props: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={id} data-testid={props.testId}>
      <h3 id={id}>{props.title}</h3>
      {props.children}
    </section>
  );
}

function Empty() {
  return (
    <p className="hint">
      <FormattedMessage id="admin.stats.empty" />
    </p>
  );
}

/**
 * True while the element is narrower than its content (it scrolls sideways): such a region must
 * be reachable by keyboard (axe scrollable-region-focusable, seen at 1440 px in English).
 */
function useScrollsSideways(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const measure = () => setScrolls(node.scrollWidth > node.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown]);
  return [ref, scrolls] as const;
}

function SimpleTable(props: { caption: string; head: string[]; rows: (string | number)[][] }) {
  const intl = useIntl();
  const [wrap, scrolls] = useScrollsSideways(props.rows.length > 0);
  if (!props.rows.length) return <Empty />;
  return (
    <div
      className="table-wrap"
      ref={wrap}
      {...(scrolls ? { role: 'region', 'aria-label': props.caption, tabIndex: 0 } : {})}
    >
      <table>
        {/* The panel's heading says it already: the caption is for screen readers. */}
        <caption className="vh">{props.caption}</caption>
        <thead>
          <tr>
            {props.head.map((head, index) => (
              <th key={head} scope="col" className={index ? 'num' : undefined}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={c} className="num">
                    {typeof cell === 'number' ? intl.formatNumber(cell) : cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Breakdown({ stats, name }: { stats: Stats; name: StatisticsBreakdown }) {
  const intl = useIntl();
  const t = (label: Label) => labelIn(label, intl.locale);
  const points = stats[name].map((row) => ({
    label: statisticsValueLabel(name, row.key, intl.locale),
    value: row.count,
  }));
  return (
    <Panel title={t(STATISTICS_BREAKDOWNS[name])} testId={name}>
      <Chart kind="bar" points={points} />
      <SimpleTable
        caption={t(STATISTICS_BREAKDOWNS[name])}
        head={[t(L.value), t(L.count)]}
        rows={points.map((point) => [point.label, point.value])}
      />
    </Panel>
  );
}

function DaySeries({ stats, name }: { stats: Stats; name: StatisticsDaySeries }) {
  const intl = useIntl();
  const t = (label: Label) => labelIn(label, intl.locale);
  const points = stats[name].map((row) => ({ label: row.date, value: row.count }));
  return (
    <Panel title={t(STATISTICS_DAY_SERIES[name])} testId={name}>
      <Chart kind="line" points={points} />
      <SimpleTable
        caption={t(STATISTICS_DAY_SERIES[name])}
        head={[t(L.date), t(L.count)]}
        rows={points.map((point) => [point.label, point.value])}
      />
    </Panel>
  );
}

function Card(props: { label: string; value: string; sub?: string; testId: string }) {
  return (
    <li className="card" data-testid={props.testId}>
      <span className="label">{props.label}</span>
      <span className="value">{props.value}</span>
      {props.sub && <span className="sub">{props.sub}</span>}
    </li>
  );
}

function Figures({ stats }: { stats: Stats }) {
  const intl = useIntl();
  const t = (label: Label) => labelIn(label, intl.locale);
  const n = (value: number) => intl.formatNumber(value);
  const netByCurrency = new Map<string, number>();
  for (const row of stats.revenue) {
    const currency = row.currency ?? '';
    netByCurrency.set(currency, (netByCurrency.get(currency) ?? 0) + row.net);
  }
  const revenuePoints = stats.revenue.map((row) => ({
    label: `${statisticsValueLabel('cashCode', row.cashCode, intl.locale)} (${row.currency ?? '-'})`,
    value: row.net,
  }));
  return (
    <>
      <ul className="cards">
        <Card
          testId="card-registrations"
          label={t(L.registrationCount)}
          value={n(stats.registrationCount)}
          sub={intl.formatMessage(
            { id: 'admin.stats.paidShare' },
            { paid: n(stats.paidCount), unpaid: n(stats.unpaidCount) },
          )}
        />
        <Card testId="card-paid" label={t(L.paidCount)} value={n(stats.paidCount)} />
        <Card testId="card-unpaid" label={t(L.unpaidCount)} value={n(stats.unpaidCount)} />
        {[...netByCurrency].map(([currency, net]) => (
          <Card
            key={currency}
            testId={`card-net-${currency}`}
            label={intl.formatMessage({ id: 'admin.stats.netRevenue' }, { currency })}
            value={n(net)}
          />
        ))}
        {netByCurrency.size === 0 && (
          <Card
            testId="card-net"
            label={intl.formatMessage({ id: 'admin.stats.netRevenue' }, { currency: 'KRW' })}
            value={n(0)}
            sub={intl.formatMessage({ id: 'admin.stats.noRevenue' })}
          />
        )}
        <Card testId="card-abstracts" label={t(L.abstractCount)} value={n(stats.abstractCount)} />
        <Card testId="card-signups" label={t(L.signUpCount)} value={n(stats.signUpCount)} />
        <Card testId="card-sponsors" label={t(L.sponsorCount)} value={n(stats.sponsorCount)} />
      </ul>

      <h2>
        <FormattedMessage id="admin.stats.registrations" />
      </h2>
      <div className="grid">
        <Breakdown stats={stats} name="registrationsByTrack" />
        <Breakdown stats={stats} name="registrationsByTier" />
        <Breakdown stats={stats} name="registrationsByCategory" />
        <Breakdown stats={stats} name="registrationsByAttendance" />
        <Breakdown stats={stats} name="registrationsByStatus" />
      </div>

      <h2>
        <FormattedMessage id="admin.stats.payments" />
      </h2>
      <div className="grid">
        <Panel title={t(L.revenue)} testId="revenue">
          <Chart kind="bar" points={revenuePoints} />
          <SimpleTable
            caption={t(L.revenue)}
            head={[t(L.cashCode), t(L.payments), t(L.gross), t(L.refunded), t(L.net)]}
            rows={stats.revenue.map((row) => [
              `${statisticsValueLabel('cashCode', row.cashCode, intl.locale)} (${row.currency ?? '-'})`,
              row.count,
              row.gross,
              row.refunded,
              row.net,
            ])}
          />
        </Panel>
        <Panel title={t(L.refunds)} testId="refunds">
          <SimpleTable
            caption={t(L.refunds)}
            head={[t(L.currency), t(L.count), t(L.partialCount), t(L.amount)]}
            rows={stats.refunds.map((row) => [row.currency ?? '-', row.count, row.partialCount, row.amount])}
          />
        </Panel>
      </div>

      <h2>
        <FormattedMessage id="admin.stats.days" />
      </h2>
      <div className="grid">
        <DaySeries stats={stats} name="signUpsPerDay" />
        <DaySeries stats={stats} name="registrationsPerDay" />
      </div>

      <h2>
        <FormattedMessage id="admin.stats.abstracts" />
      </h2>
      <div className="grid">
        <Breakdown stats={stats} name="abstractsByTopic" />
        <Breakdown stats={stats} name="abstractsByPreference" />
        <Breakdown stats={stats} name="abstractsByCategory" />
        <Breakdown stats={stats} name="abstractsByStatus" />
      </div>

      <h2>
        <FormattedMessage id="admin.stats.sponsors" />
      </h2>
      <div className="grid">
        <Panel title={t(L.sponsorsByGrade)} testId="sponsorsByGrade">
          <Chart
            kind="bar"
            points={stats.sponsorsByGrade.map((row) => ({
              label: statisticsValueLabel('sponsorGrade', row.grade, intl.locale),
              value: row.count,
            }))}
          />
          <SimpleTable
            caption={t(L.sponsorsByGrade)}
            head={[t(L.grade), t(L.count), `${t(L.price)} (KRW)`, `${t(L.paid)} (KRW)`]}
            rows={stats.sponsorsByGrade.map((row) => [
              statisticsValueLabel('sponsorGrade', row.grade, intl.locale),
              row.count,
              row.price,
              row.paid,
            ])}
          />
        </Panel>
        <Breakdown stats={stats} name="sponsorsByPaymentStatus" />
      </div>
    </>
  );
}

export default function StatisticsPage() {
  const intl = useIntl();
  const [range, setRange] = useRange();
  const filter = { startDate: range.from || null, endDate: range.to || null };
  const { data, previousData, error, loading } = useEventStatisticsQuery({
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  const stats = data?.eventStatistics ?? previousData?.eventStatistics;
  const rangeText =
    range.from && range.to
      ? intl.formatMessage({ id: 'admin.stats.range' }, { start: range.from, end: range.to })
      : range.from
        ? intl.formatMessage({ id: 'admin.stats.rangeFrom' }, { start: range.from })
        : range.to
          ? intl.formatMessage({ id: 'admin.stats.rangeTo' }, { end: range.to })
          : intl.formatMessage({ id: 'admin.stats.rangeAll' });
  return (
    <StyledStats aria-busy={loading || undefined}>
      <h1 tabIndex={-1}>{labelIn(L.title, intl.locale)}</h1>
      <p className="intro">
        <FormattedMessage id="admin.stats.intro" />
      </p>
      {/* Keyed by the URL's range: the back button puts the fields back too. */}
      <RangeForm key={`${range.from}/${range.to}`} from={range.from} to={range.to} onApply={setRange} />
      <div className="toolbar">
        <p role="status" data-testid="stats-range">
          <FormattedMessage id="admin.stats.showing" values={{ range: rangeText }} />
        </p>
        <ExportButton
          selected={0}
          request={{
            url: '/statistics/export',
            method: 'POST',
            body: { filter, locale: intl.locale },
            filename: 'event-statistics.xlsx',
          }}
        />
      </div>
      {error && (
        <p className="error" role="alert">
          {errorText(intl, error)}
        </p>
      )}
      {!stats && loading && (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {stats && <Figures stats={stats} />}
    </StyledStats>
  );
}
