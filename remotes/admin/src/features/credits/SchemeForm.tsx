import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CREDIT_ELIGIBILITIES } from '@congress/domain';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { BusyButton } from '@congress/components';
import { Field, useSchemaForm } from '@congress/components/forms';
import {
  useSaveCreditSchemeMutation,
  type AdminCreditSchemeFragment,
  type AdminCreditSettingsFragment,
  type Enum_Creditscheme_Eligibility,
  type Enum_Creditscheme_Kind,
} from '../../generated/graphql';
import { StyledNotice, StyledSmallButton } from '../../listKit';
import { creditErrorText } from './errors';
import {
  newSchemeValues,
  SCHEME_MESSAGES,
  schemeFormSchema,
  schemeInput,
  schemeValues,
  serverSchemeErrors,
  type BandValues,
  type SchemeValues,
} from './schemeForm';
import { koreaTime } from './format';

const KINDS: readonly Enum_Creditscheme_Kind[] = ['BANDS', 'PER_HOUR'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days the form offers: the programme's lecture days, and any day the scheme already lists. */
function formDays(settings: AdminCreditSettingsFragment, scheme: AdminCreditSchemeFragment | null) {
  return [
    ...new Set([...settings.days.map((d) => d.day), ...(scheme?.dayPoints.map((d) => d.day) ?? [])]),
  ].sort();
}

/**
 * One scheme's rules (issue 26 §3): name in both languages, bands or points per hour, the points
 * approved per congress day, the caps, who counts, the lecture window and the KMA report.
 */
export function SchemeForm(props: {
  scheme: AdminCreditSchemeFragment | null;
  settings: AdminCreditSettingsFragment;
  onSaved: (scheme: AdminCreditSchemeFragment) => void;
}) {
  const intl = useIntl();
  const { scheme, settings } = props;
  const form = useSchemaForm<SchemeValues>(
    () => schemeFormSchema,
    scheme ? schemeValues(scheme, formDays(settings, scheme)) : newSchemeValues(formDays(settings, null)),
    { messageIds: SCHEME_MESSAGES },
  );
  const { values, errors, setValue } = form;
  const [notice, setNotice] = useState<string | null>(null);
  const [newDay, setNewDay] = useState('');
  const [save, saving] = useSaveCreditSchemeMutation();

  const onSubmit = form.submit(async (parsed) => {
    setNotice(null);
    try {
      const result = await save({ variables: { id: scheme?.id ?? null, input: schemeInput(parsed) } });
      const saved = result.data?.saveCreditScheme;
      // The panel says so: a new scheme's form is drawn again under its id.
      if (saved) props.onSaved(saved);
    } catch (error) {
      const fields = serverSchemeErrors(fieldErrorsOf(error));
      if (Object.keys(fields).length && errorCodeOf(error) === 'VALIDATION_FAILED') form.setErrors(fields);
      setNotice(creditErrorText(intl, error));
    }
  });

  const number = (
    name: 'pointsPerHour' | 'minimumMinutes' | 'dailyMax' | 'congressMax',
    labelId: string,
    hintId?: string,
    required = false,
  ) => (
    <Field name={name} labelId={labelId} hintId={hintId} required={required} error={errors[name]}>
      {(a11y) => (
        <input
          {...a11y}
          type="number"
          min="0"
          step="1"
          inputMode="numeric"
          value={values[name]}
          onChange={(e) => setValue(name, e.target.value)}
        />
      )}
    </Field>
  );
  const days = Object.keys(values.dayPoints).sort();
  const windowOf = (day: string) => settings.days.find((d) => d.day === day);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({
        id: scheme ? 'admin.credits.scheme.edit' : 'admin.credits.scheme.new',
      })}
      // minmax(0, 1fr): the bands table scrolls in its own box on a phone, not the page.
      style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}
    >
      <fieldset>
        <legend>
          <FormattedMessage id="admin.credits.scheme.names" />
        </legend>
        <div className="row">
          <Field name="name_en" labelId="admin.credits.scheme.nameEn" required error={errors.name_en}>
            {(a11y) => (
              <input
                {...a11y}
                type="text"
                maxLength={100}
                value={values.name_en}
                onChange={(e) => setValue('name_en', e.target.value)}
              />
            )}
          </Field>
          <Field name="name_ko" labelId="admin.credits.scheme.nameKo" required error={errors.name_ko}>
            {(a11y) => (
              <input
                {...a11y}
                type="text"
                lang="ko"
                maxLength={100}
                value={values.name_ko}
                onChange={(e) => setValue('name_ko', e.target.value)}
              />
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset>
        <legend>
          <FormattedMessage id="admin.credits.scheme.rule" />
        </legend>
        <Field name="kind" labelId="admin.credits.scheme.kind" error={errors.kind}>
          {(a11y) => (
            <select
              {...a11y}
              value={values.kind}
              onChange={(e) => setValue('kind', e.target.value as Enum_Creditscheme_Kind)}
            >
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {intl.formatMessage({ id: `admin.credits.kind.${kind}` })}
                </option>
              ))}
            </select>
          )}
        </Field>
        {values.kind === 'BANDS' ? (
          <div>
            <p className="hint" id="bands-hint">
              <FormattedMessage id="admin.credits.scheme.bandsHint" />
            </p>
            <div className="scroll">
              <table className="plain" aria-describedby="bands-hint">
                <caption className="vh">
                  <FormattedMessage id="admin.credits.scheme.bands" />
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="admin.credits.scheme.band" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.credits.scheme.moreThan" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.credits.scheme.upTo" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.credits.scheme.points" />
                    </th>
                    <th scope="col">
                      <span className="vh">
                        <FormattedMessage id="admin.credits.scheme.bandActions" />
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {values.bands.map((band, i) => {
                    const cell = (field: keyof BandValues, labelId: string) => {
                      const name = `bands.${i}.${field}`;
                      return (
                        <td>
                          <input
                            type="number"
                            min="0"
                            step="1"
                            inputMode="numeric"
                            aria-label={intl.formatMessage({ id: labelId }, { number: i + 1 })}
                            aria-invalid={Boolean(errors[name])}
                            aria-describedby={errors[name] ? `${name}-error` : undefined}
                            value={band[field]}
                            onChange={(e) => setValue(name, e.target.value)}
                          />
                          {errors[name] && (
                            <span className="error" id={`${name}-error`} role="alert">
                              <FormattedMessage id={errors[name]} />
                            </span>
                          )}
                        </td>
                      );
                    };
                    return (
                      <tr key={i}>
                        <th scope="row">{i + 1}</th>
                        {cell('moreThanMinutes', 'admin.credits.scheme.bandMoreThan')}
                        {cell('upToMinutes', 'admin.credits.scheme.bandUpTo')}
                        {cell('points', 'admin.credits.scheme.bandPoints')}
                        <td>
                          <StyledSmallButton
                            type="button"
                            $variant="secondary"
                            disabled={values.bands.length <= 1}
                            onClick={() =>
                              setValue(
                                'bands',
                                values.bands.filter((_, j) => j !== i),
                              )
                            }
                          >
                            <FormattedMessage id="admin.credits.scheme.removeBand" />
                            <span className="vh"> {i + 1}</span>
                          </StyledSmallButton>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {errors.bands && (
              <p className="error" role="alert">
                <FormattedMessage id={errors.bands} />
              </p>
            )}
            <p style={{ marginTop: 8 }}>
              <StyledSmallButton
                type="button"
                $variant="secondary"
                onClick={() => {
                  const last = values.bands[values.bands.length - 1];
                  const start = last?.upToMinutes || last?.moreThanMinutes || '0';
                  // A new row asks for its points once it is typed in, not as soon as it appears.
                  setValue(
                    'bands',
                    [...values.bands, { moreThanMinutes: start, upToMinutes: '', points: '' }],
                    {
                      touch: false,
                    },
                  );
                }}
              >
                <FormattedMessage id="admin.credits.scheme.addBand" />
              </StyledSmallButton>
            </p>
          </div>
        ) : (
          <div className="row">
            {number('pointsPerHour', 'admin.credits.scheme.pointsPerHour', undefined, true)}
            {number(
              'minimumMinutes',
              'admin.credits.scheme.minimumMinutes',
              'admin.credits.scheme.minimumHint',
            )}
          </div>
        )}
      </fieldset>

      <fieldset>
        <legend>
          <FormattedMessage id="admin.credits.scheme.days" />
        </legend>
        <p className="hint">
          <FormattedMessage id="admin.credits.scheme.daysHint" />
        </p>
        {days.length === 0 && (
          <p>
            <FormattedMessage id="admin.credits.scheme.noDays" />
          </p>
        )}
        <div className="days">
          {days.map((day) => {
            const lectures = windowOf(day);
            const name = `dayPoints.${day}`;
            return (
              <div key={day}>
                <Field name={name} labelId="admin.credits.scheme.dayPoints" error={errors[name]}>
                  {(a11y) => (
                    <>
                      <span className="hint">
                        {day}{' '}
                        {lectures?.windowStart && lectures.windowEnd ? (
                          <FormattedMessage
                            id="admin.credits.scheme.window"
                            values={{
                              start: koreaTime(lectures.windowStart),
                              end: koreaTime(lectures.windowEnd),
                            }}
                          />
                        ) : (
                          <FormattedMessage id="admin.credits.scheme.noWindow" />
                        )}
                      </span>
                      <input
                        {...a11y}
                        type="number"
                        min="0"
                        step="1"
                        inputMode="numeric"
                        aria-label={intl.formatMessage({ id: 'admin.credits.scheme.dayPointsOf' }, { day })}
                        value={values.dayPoints[day] ?? ''}
                        onChange={(e) => setValue(name, e.target.value)}
                      />
                    </>
                  )}
                </Field>
              </div>
            );
          })}
        </div>
        <div className="row">
          <label className="stacked">
            <FormattedMessage id="admin.credits.scheme.otherDay" />
            <input
              type="text"
              inputMode="numeric"
              placeholder="YYYY-MM-DD"
              value={newDay}
              onChange={(e) => setNewDay(e.target.value)}
            />
          </label>
          <StyledSmallButton
            type="button"
            $variant="secondary"
            aria-disabled={!DAY.test(newDay.trim())}
            onClick={() => {
              const day = newDay.trim();
              if (!DAY.test(day) || day in values.dayPoints) return;
              setValue('dayPoints', { ...values.dayPoints, [day]: '' }, { touch: false });
              setNewDay('');
            }}
          >
            <FormattedMessage id="admin.credits.scheme.addDay" />
          </StyledSmallButton>
        </div>
      </fieldset>

      <fieldset>
        <legend>
          <FormattedMessage id="admin.credits.scheme.caps" />
        </legend>
        <div className="row">
          {number('dailyMax', 'admin.credits.scheme.dailyMax', 'admin.credits.scheme.noCapHint')}
          {number('congressMax', 'admin.credits.scheme.congressMax', 'admin.credits.scheme.noCapHint')}
        </div>
      </fieldset>

      <fieldset>
        <legend>
          <FormattedMessage id="admin.credits.scheme.who" />
        </legend>
        <Field name="eligibility" labelId="admin.credits.scheme.eligibility" error={errors.eligibility}>
          {(a11y) => (
            <select
              {...a11y}
              value={values.eligibility}
              onChange={(e) => setValue('eligibility', e.target.value as Enum_Creditscheme_Eligibility)}
            >
              {CREDIT_ELIGIBILITIES.map((e) => (
                <option key={e} value={e}>
                  {intl.formatMessage({ id: `admin.credits.eligibility.${e}` })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="inline">
          <input
            type="checkbox"
            checked={values.boundByLectureWindow}
            onChange={(e) => setValue('boundByLectureWindow', e.target.checked)}
          />
          <FormattedMessage id="admin.credits.scheme.bound" />
        </label>
        <label className="inline">
          <input
            type="checkbox"
            checked={values.reportsToKma}
            onChange={(e) => setValue('reportsToKma', e.target.checked)}
          />
          <FormattedMessage id="admin.credits.scheme.reportsToKma" />
        </label>
      </fieldset>

      {errors._ && (
        <StyledNotice $tone="error" role="alert">
          <FormattedMessage id={errors._} />
        </StyledNotice>
      )}
      <div className="actions">
        <BusyButton busy={saving.loading}>
          <FormattedMessage id="admin.credits.scheme.save" />
        </BusyButton>
      </div>
      {notice && (
        <StyledNotice $tone="error" role="alert">
          {notice}
        </StyledNotice>
      )}
    </form>
  );
}
