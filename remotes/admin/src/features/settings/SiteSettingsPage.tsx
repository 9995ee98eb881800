import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import {
  dateToSeoulWallClock,
  OPTIONAL_SETTING_DATES,
  settingsSchema,
  type SettingField,
  type SettingsValues,
} from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { ChangeLog } from '../../components/ChangeLog';
import { BusyButton } from '@congress/components';
import { StyledFieldRow, StyledForm, TextField, useSchemaForm } from '@congress/components/forms';
import {
  useAdminSiteSettingChangesQuery,
  useAdminSiteSettingsQuery,
  useUpdateSiteSettingsMutation,
  type SiteSettingsForm_SettingsFragment,
} from '../../generated/graphql';
import {
  errorText,
  PageNotice,
  type PageNoticeState,
  QueryErrorNotice,
  StyledAdminPage,
} from '../../listKit';

const LOG_PAGE = 20;

const StyledSettingsForm = styled(StyledForm)`
  max-width: 880px;
  fieldset {
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 12px 16px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
  }
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
`;

/** What the form holds: Korea-time wall clock (datetime-local) and the rate as typed. */
const valuesOf = (s: SiteSettingsForm_SettingsFragment): SettingsValues => ({
  registrationOpensAt: dateToSeoulWallClock(s.registrationOpensAt),
  registrationClosesAt: dateToSeoulWallClock(s.registrationClosesAt),
  abstractSubmissionStart: dateToSeoulWallClock(s.abstractSubmissionStart),
  abstractSubmissionEnd: s.abstractSubmissionEnd ? dateToSeoulWallClock(s.abstractSubmissionEnd) : '',
  speakerUploadDeadline: s.speakerUploadDeadline ? dateToSeoulWallClock(s.speakerUploadDeadline) : '',
  presentationUploadDeadline: s.presentationUploadDeadline
    ? dateToSeoulWallClock(s.presentationUploadDeadline)
    : '',
  usdKrwRate: String(s.usdKrwRate),
});

/** A logged value as the organiser reads it: Korea time, the rate with separators. */
function shownValue(intl: IntlShape, field: string, value: string | null | undefined) {
  if (value == null) return intl.formatMessage({ id: 'admin.settings.log.none' });
  if (field === 'usdKrwRate') return intl.formatNumber(Number(value));
  return dateToSeoulWallClock(value).replace('T', ' ');
}

function DateField(props: { form: Parameters<typeof TextField>[0]['form']; name: SettingField }) {
  const optional = OPTIONAL_SETTING_DATES.includes(props.name);
  return (
    <TextField
      form={props.form}
      name={props.name}
      type="datetime-local"
      labelId={`admin.settings.field.${props.name}`}
      hintId={optional ? 'admin.settings.optionalDate' : 'admin.settings.koreaTime'}
      required={!optional}
    />
  );
}

function SettingsForm(props: {
  settings: SiteSettingsForm_SettingsFragment;
  reload: () => Promise<SiteSettingsForm_SettingsFragment | undefined>;
  onSaved: () => unknown;
}) {
  const intl = useIntl();
  const [version, setVersion] = useState(props.settings.version);
  const [notice, setNotice] = useState<PageNoticeState>(null);
  const form = useSchemaForm(() => settingsSchema, valuesOf(props.settings));
  const [save, saving] = useUpdateSiteSettingsMutation();

  const onSubmit = form.submit(async (values) => {
    setNotice(null);
    try {
      const result = await save({
        variables: {
          version,
          input: {
            ...values,
            abstractSubmissionEnd: values.abstractSubmissionEnd || null,
            speakerUploadDeadline: values.speakerUploadDeadline || null,
            presentationUploadDeadline: values.presentationUploadDeadline || null,
            usdKrwRate: Number(values.usdKrwRate),
          },
        },
      });
      const saved = result.data?.updateSiteSettings;
      if (saved) {
        setVersion(saved.version);
        form.reset(valuesOf(saved));
      }
      setNotice({ tone: 'success', text: intl.formatMessage({ id: 'admin.settings.saved' }) });
      await props.onSaved();
    } catch (error) {
      if (errorCodeOf(error) === 'CONFLICT') {
        const fresh = await props.reload();
        if (fresh) {
          setVersion(fresh.version);
          form.reset(valuesOf(fresh));
        }
        setNotice({ tone: 'error', text: intl.formatMessage({ id: 'admin.settings.conflict' }) });
        await props.onSaved();
        return;
      }
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else setNotice({ tone: 'error', text: errorText(intl, error) });
    }
  });

  return (
    <StyledSettingsForm
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'admin.settings.title' })}
    >
      <fieldset>
        <legend>
          <FormattedMessage id="admin.settings.registration" />
        </legend>
        <StyledFieldRow>
          <DateField form={form} name="registrationOpensAt" />
          <DateField form={form} name="registrationClosesAt" />
        </StyledFieldRow>
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="admin.settings.abstracts" />
        </legend>
        <StyledFieldRow>
          <DateField form={form} name="abstractSubmissionStart" />
          <DateField form={form} name="abstractSubmissionEnd" />
        </StyledFieldRow>
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="admin.settings.uploads" />
        </legend>
        <StyledFieldRow>
          <DateField form={form} name="speakerUploadDeadline" />
          <DateField form={form} name="presentationUploadDeadline" />
        </StyledFieldRow>
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="admin.settings.payment" />
        </legend>
        <StyledFieldRow>
          <TextField
            form={form}
            name="usdKrwRate"
            type="number"
            labelId="admin.settings.field.usdKrwRate"
            hintId="admin.settings.rateHint"
            required
          />
        </StyledFieldRow>
      </fieldset>
      <BusyButton busy={saving.loading}>
        <FormattedMessage id="admin.settings.save" />
      </BusyButton>
      <PageNotice notice={notice} />
    </StyledSettingsForm>
  );
}

const StyledLogPlace = styled.div`
  margin-top: 32px;
`;

function SettingsChangeLog(props: { log: ReturnType<typeof useAdminSiteSettingChangesQuery> }) {
  const intl = useIntl();
  const { data, fetchMore } = props.log;
  const changes = data?.siteSettingChanges;
  return (
    <StyledLogPlace>
      <ChangeLog
        headingId="settings-log-title"
        titleId="admin.settings.log"
        emptyId="admin.settings.logEmpty"
        moreId="admin.settings.log.more"
        columns={[
          {
            titleId: 'admin.settings.log.when',
            cell: (row) => dateToSeoulWallClock(row.changedAt).replace('T', ' '),
          },
          { titleId: 'admin.settings.log.who', cell: (row) => `${row.userName} (${row.userEmail})` },
          {
            titleId: 'admin.settings.log.what',
            cell: (row) => intl.formatMessage({ id: `admin.settings.field.${row.field}` }),
          },
          { titleId: 'admin.settings.log.before', cell: (row) => shownValue(intl, row.field, row.before) },
          { titleId: 'admin.settings.log.after', cell: (row) => shownValue(intl, row.field, row.after) },
        ]}
        rows={changes?.rows}
        count={changes?.count}
        error={props.log.error}
        onMore={() =>
          void fetchMore({
            variables: { start: changes?.rows.length ?? 0, limit: LOG_PAGE },
            updateQuery: (previous, { fetchMoreResult }) => ({
              siteSettingChanges: {
                ...fetchMoreResult.siteSettingChanges,
                rows: [...previous.siteSettingChanges.rows, ...fetchMoreResult.siteSettingChanges.rows],
              },
            }),
          })
        }
      />
    </StyledLogPlace>
  );
}

/** general/siteSettings: the dates and rate every page and rule reads, and who changed them when. */
export default function SiteSettingsPage() {
  const settings = useAdminSiteSettingsQuery({ fetchPolicy: 'network-only' });
  const log = useAdminSiteSettingChangesQuery({
    variables: { start: 0, limit: LOG_PAGE },
    fetchPolicy: 'network-only',
  });
  const current = settings.data?.siteSettings;
  return (
    <StyledAdminPage aria-labelledby="settings-title" aria-busy={!current && !settings.error}>
      <h1 id="settings-title">
        <FormattedMessage id="admin.settings.title" />
      </h1>
      <p>
        <FormattedMessage id="admin.settings.intro" />
      </p>
      <QueryErrorNotice error={settings.error} />
      {current && (
        <SettingsForm
          settings={current}
          reload={async () => (await settings.refetch()).data?.siteSettings}
          onSaved={() => log.refetch({ start: 0, limit: LOG_PAGE })}
        />
      )}
      <SettingsChangeLog log={log} />
    </StyledAdminPage>
  );
}
