import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { koreaDateTimeText } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { BusyButton, StyledButton } from '@congress/components';
import {
  useAdminRetentionQuery,
  usePreviewRetentionMutation,
  useRunRetentionMutation,
  useUpdateRetentionSettingsMutation,
  type RetentionForm_SettingsFragment,
  type RetentionRun_RunFragment,
} from '../../generated/graphql';
import {
  errorText,
  PageNotice,
  type PageNoticeState,
  QueryErrorNotice,
  StyledAdminPage,
} from '../../listKit';

const PERIODS = ['paymentYears', 'attendanceYears', 'profileMonths'] as const;
type Period = (typeof PERIODS)[number];

const StyledRetention = styled.div`
  display: grid;
  gap: 28px;
  max-width: 960px;
  form {
    display: grid;
    gap: 12px;
  }
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  input {
    max-width: 200px;
    min-height: 36px;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger ?? '#b00020'};
    font-weight: 400;
  }
  .run {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    padding: 12px 16px;
  }
  .run h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  .actions {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
`;

type FormValues = Record<Period, string> & { congressEndedOn: string };
const valuesOf = (s: RetentionForm_SettingsFragment): FormValues => ({
  paymentYears: String(s.paymentYears),
  attendanceYears: String(s.attendanceYears),
  profileMonths: String(s.profileMonths),
  congressEndedOn: s.congressEndedOn ?? '',
});

function SettingsForm(props: { settings: RetentionForm_SettingsFragment; reload: () => Promise<unknown> }) {
  const intl = useIntl();
  const [values, setValues] = useState(valuesOf(props.settings));
  const [version, setVersion] = useState(props.settings.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<PageNoticeState>(null);
  const [save, saving] = useUpdateRetentionSettingsMutation();
  const limit = (field: string) => props.settings.limits.find((l) => l.field === field);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setErrors({});
    try {
      const result = await save({
        variables: {
          version,
          input: {
            paymentYears: Number(values.paymentYears),
            attendanceYears: Number(values.attendanceYears),
            profileMonths: Number(values.profileMonths),
            congressEndedOn: values.congressEndedOn || null,
          },
        },
      });
      const saved = result.data?.updateRetentionSettings;
      if (saved) {
        setVersion(saved.version);
        setValues(valuesOf(saved));
      }
      setNotice({ tone: 'success', text: intl.formatMessage({ id: 'admin.retention.saved' }) });
    } catch (error) {
      if (errorCodeOf(error) === 'CONFLICT') {
        await props.reload();
        setNotice({ tone: 'error', text: intl.formatMessage({ id: 'admin.retention.conflict' }) });
        return;
      }
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) setErrors(fields);
      else setNotice({ tone: 'error', text: errorText(intl, error) });
    }
  };
  const errorOf = (field: string) =>
    errors[field] ? (
      <span className="error" id={`retention-${field}-error`}>
        {intl.formatMessage({ id: errors[field] })}
      </span>
    ) : null;
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={intl.formatMessage({ id: 'admin.retention.title' })}
    >
      {PERIODS.map((field) => (
        <label key={field}>
          <FormattedMessage id={`admin.retention.field.${field}`} />
          <input
            type="number"
            name={field}
            value={values[field]}
            aria-invalid={Boolean(errors[field])}
            aria-describedby={errors[field] ? `retention-${field}-error` : undefined}
            onChange={(e) => setValues({ ...values, [field]: e.target.value })}
          />
          <span className="hint">
            <FormattedMessage
              id="admin.retention.limit"
              values={{ min: limit(field)?.min, max: limit(field)?.max }}
            />
          </span>
          {errorOf(field)}
        </label>
      ))}
      <label>
        <FormattedMessage id="admin.retention.field.congressEndedOn" />
        <input
          type="date"
          name="congressEndedOn"
          value={values.congressEndedOn}
          onChange={(e) => setValues({ ...values, congressEndedOn: e.target.value })}
        />
        <span className="hint">
          <FormattedMessage
            id="admin.retention.congressHint"
            values={{
              day:
                props.settings.lastProgrammeDay ??
                intl.formatMessage({ id: 'admin.retention.noProgrammeDay' }),
            }}
          />
        </span>
        {errorOf('congressEndedOn')}
      </label>
      <div className="actions">
        <BusyButton busy={saving.loading}>
          <FormattedMessage id="admin.retention.save" />
        </BusyButton>
      </div>
      <PageNotice notice={notice} />
    </form>
  );
}

function RunReport(props: {
  run: RetentionRun_RunFragment;
  onRun?: (id: string) => void;
  running?: boolean;
}) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const { run } = props;
  return (
    <article
      className="run"
      aria-labelledby={`retention-run-${run.id}`}
      data-testid={`retention-run-${run.id}`}
    >
      <h3 id={`retention-run-${run.id}`}>
        <FormattedMessage
          id={run.dryRun ? 'admin.retention.dryRun' : 'admin.retention.realRun'}
          values={{ id: run.id, when: koreaDateTimeText(run.ranAt), by: run.runBy ?? 'none' }}
        />
      </h3>
      <ul>
        {run.categories.map((c) => (
          <li key={c.category}>
            <strong>
              <FormattedMessage id={`admin.retention.category.${c.category}`} />
            </strong>
            {': '}
            <FormattedMessage
              id="admin.retention.count"
              values={{ members: c.memberCount, rows: c.category === 'PAYMENTS' ? c.rowCount : 'none' }}
            />
            {c.members.length > 0 && (
              <ul>
                {c.members.map((m) => (
                  <li key={m.id}>
                    {m.anonymised
                      ? intl.formatMessage({ id: 'admin.retention.anonymised' })
                      : `${m.name} (${m.email})`}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {props.onRun &&
        (confirming ? (
          <div role="group" aria-label={intl.formatMessage({ id: 'admin.retention.run' })}>
            <p>
              <FormattedMessage id="admin.retention.runConfirm" values={{ id: run.id }} />
            </p>
            <div className="actions">
              <BusyButton type="button" busy={Boolean(props.running)} onClick={() => props.onRun?.(run.id)}>
                <FormattedMessage id="admin.retention.run" />
              </BusyButton>
              <StyledButton type="button" $variant="secondary" onClick={() => setConfirming(false)}>
                <FormattedMessage id="common.cancel" />
              </StyledButton>
            </div>
          </div>
        ) : (
          <StyledButton type="button" onClick={() => setConfirming(true)}>
            <FormattedMessage id="admin.retention.run" />
          </StyledButton>
        ))}
    </article>
  );
}

/** general/retention: the periods, the latest dry run (what the next run erases) and the runs. */
export default function RetentionPage() {
  const intl = useIntl();
  const query = useAdminRetentionQuery({ fetchPolicy: 'network-only' });
  const [preview, previewing] = usePreviewRetentionMutation();
  const [runNow, running] = useRunRetentionMutation();
  const [notice, setNotice] = useState<PageNoticeState>(null);
  const settings = query.data?.retentionSettings;
  const runs = query.data?.retentionRuns ?? [];
  const latestDry = runs.find((r) => r.dryRun);
  const act = async (work: () => Promise<string | null>) => {
    setNotice(null);
    try {
      const text = await work();
      await query.refetch();
      if (text) setNotice({ tone: 'success', text });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const code = Object.values(fields)[0];
      setNotice({ tone: 'error', text: code ? intl.formatMessage({ id: code }) : errorText(intl, error) });
    }
  };
  return (
    <StyledAdminPage aria-labelledby="retention-title" aria-busy={!settings && !query.error}>
      <h1 id="retention-title">
        <FormattedMessage id="admin.retention.title" />
      </h1>
      <p className="intro">
        <FormattedMessage id="admin.retention.intro" />
      </p>
      <QueryErrorNotice error={query.error} />
      {settings && (
        <StyledRetention>
          <SettingsForm key={settings.version} settings={settings} reload={() => query.refetch()} />
          <section aria-labelledby="retention-runs">
            <h2 id="retention-runs">
              <FormattedMessage id="admin.retention.runs" />
            </h2>
            <div className="actions">
              <BusyButton
                type="button"
                busy={previewing.loading}
                onClick={() => void act(async () => (await preview(), null))}
              >
                <FormattedMessage id="admin.retention.preview" />
              </BusyButton>
            </div>
            <PageNotice notice={notice} />
            {runs.length === 0 && (
              <p>
                <FormattedMessage id="admin.retention.noRuns" />
              </p>
            )}
            {runs.map((run) => (
              <RunReport
                key={run.id}
                run={run}
                running={running.loading}
                onRun={
                  run.id === latestDry?.id
                    ? (id) =>
                        void act(async () => {
                          const result = await runNow({ variables: { dryRunId: id } });
                          return intl.formatMessage(
                            { id: 'admin.retention.ran' },
                            { id: result.data?.runRetention.id, from: id },
                          );
                        })
                    : undefined
                }
              />
            ))}
          </section>
        </StyledRetention>
      )}
    </StyledAdminPage>
  );
}
