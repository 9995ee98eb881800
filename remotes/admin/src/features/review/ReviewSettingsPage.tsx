import { useState, type InputHTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dateToSeoulWallClock, reviewSettingsSchema } from '@congress/domain/validation';
import { fieldErrorsOf } from '@congress/graphql';
import { BusyButton } from '@congress/components';
import { FieldMessage, invalidProps, useSchemaForm } from '@congress/components/forms';
import {
  useAdminReviewSettingsQuery,
  useSaveReviewSettingsMutation,
  type ReviewSettingsFormFragment,
} from '../../generated/graphql';
import {
  errorText,
  PageNotice,
  type PageNoticeState,
  QueryErrorNotice,
  StyledAdminPage,
  StyledSmallButton,
} from '../../listKit';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { StyledReview } from './styles';

type Criterion = {
  key: string;
  label_en: string;
  label_ko: string;
  weight: string;
};
type Values = {
  criteria: Criterion[];
  blind: boolean;
  perAbstract: string;
  biddingStart: string;
  biddingEnd: string;
  reviewStart: string;
  reviewEnd: string;
};

const wall = (value: string | null | undefined) => (value ? dateToSeoulWallClock(value) : '');

const valuesOf = (s: ReviewSettingsFormFragment): Values => ({
  criteria: s.criteria.map((c) => ({
    key: c.key,
    label_en: c.label_en,
    label_ko: c.label_ko,
    weight: String(c.weight),
  })),
  blind: s.blind,
  perAbstract: String(s.perAbstract),
  biddingStart: wall(s.biddingStart),
  biddingEnd: wall(s.biddingEnd),
  reviewStart: wall(s.reviewStart),
  reviewEnd: wall(s.reviewEnd),
});

/** abstract/reviewSettings: the review form (criteria and weights), blindness, N and the periods. */
export default function ReviewSettingsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.review.settings.title' }));
  const query = useAdminReviewSettingsQuery({ fetchPolicy: 'network-only' });
  const current = query.data?.reviewSettings;
  return (
    <StyledAdminPage aria-labelledby="review-settings-title">
      <h1 id="review-settings-title">
        <FormattedMessage id="admin.review.settings.title" />
      </h1>
      <p className="intro">
        <FormattedMessage id="admin.review.settings.intro" />
      </p>
      <QueryErrorNotice error={query.error} />
      {current && <ReviewSettingsForm settings={current} />}
    </StyledAdminPage>
  );
}

/** The settings on the form kit, checked by the API's own schema (reviewSettingsSchema). */
function ReviewSettingsForm({ settings }: { settings: ReviewSettingsFormFragment }) {
  const intl = useIntl();
  const [save, saving] = useSaveReviewSettingsMutation();
  const [notice, setNotice] = useState<PageNoticeState>(null);
  const form = useSchemaForm<Values>(() => reviewSettingsSchema, valuesOf(settings));
  const { values, errors, setValue } = form;

  const onSubmit = form.submit(async () => {
    setNotice(null);
    try {
      const result = await save({
        variables: {
          input: {
            ...values,
            perAbstract: Number(values.perAbstract),
            criteria: values.criteria.map((c) => ({ ...c, weight: Number(c.weight) })),
          },
        },
      });
      if (result.data) form.reset(valuesOf(result.data.saveReviewSettings));
      setNotice({ tone: 'success', text: intl.formatMessage({ id: 'admin.review.settings.saved' }) });
    } catch (caught) {
      form.setErrors(fieldErrorsOf(caught));
      setNotice({ tone: 'error', text: errorText(intl, caught) });
    }
  });

  /** A labelled input of the form (a date, or a criterion's part at `criteria.<i>.<part>`) with its message. */
  const input = (
    path: string,
    value: string | number,
    labelId: string,
    attributes: InputHTMLAttributes<HTMLInputElement> = { type: 'text' },
  ) => (
    <label>
      <FormattedMessage id={labelId} />
      <input
        {...attributes}
        name={path}
        value={value}
        onChange={(e) => setValue(path, e.target.value)}
        {...invalidProps(errors, path)}
      />
      <FieldMessage error={errors[path]} id={path} />
    </label>
  );
  const date = (name: 'biddingStart' | 'biddingEnd' | 'reviewStart' | 'reviewEnd', labelId: string) =>
    input(name, values[name], labelId, { type: 'datetime-local' });

  return (
    <StyledReview as="form" noValidate onSubmit={onSubmit}>
      <fieldset>
        <legend>
          <FormattedMessage id="admin.review.settings.criteria" />
        </legend>
        {values.criteria.map((c, i) => (
          <div className="criterion" key={i}>
            {input(`criteria.${i}.key`, c.key, 'admin.review.settings.key')}
            {input(`criteria.${i}.label_en`, c.label_en, 'admin.review.settings.labelEn')}
            {input(`criteria.${i}.label_ko`, c.label_ko, 'admin.review.settings.labelKo')}
            {input(`criteria.${i}.weight`, c.weight, 'admin.review.settings.weight', {
              type: 'number',
              min: '0.1',
              max: '10',
              step: '0.1',
            })}
            <StyledSmallButton
              type="button"
              disabled={values.criteria.length <= 1}
              onClick={() =>
                setValue(
                  'criteria',
                  values.criteria.filter((_, j) => j !== i),
                )
              }
            >
              <FormattedMessage id="admin.review.settings.removeCriterion" />
            </StyledSmallButton>
          </div>
        ))}
        <FieldMessage error={errors.criteria} id="criteria" />
        <div>
          <StyledSmallButton
            type="button"
            onClick={() =>
              // A new row asks for its labels once they are typed in, not as soon as it appears.
              setValue(
                'criteria',
                [
                  ...values.criteria,
                  { key: `criterion${values.criteria.length + 1}`, label_en: '', label_ko: '', weight: '1' },
                ],
                { touch: false },
              )
            }
          >
            <FormattedMessage id="admin.review.settings.addCriterion" />
          </StyledSmallButton>
        </div>
        <p className="muted">
          <FormattedMessage id="admin.review.settings.recommendations" />
        </p>
      </fieldset>
      <fieldset>
        <label className="inline">
          <input
            type="checkbox"
            checked={values.blind}
            onChange={(e) => setValue('blind', e.target.checked)}
          />
          <FormattedMessage id="admin.review.settings.blind" />
        </label>
        <label style={{ maxWidth: 240 }}>
          <FormattedMessage id="admin.review.settings.perAbstract" />
          <input
            type="number"
            min="1"
            max="10"
            name="perAbstract"
            value={values.perAbstract}
            onChange={(e) => setValue('perAbstract', e.target.value)}
            {...invalidProps(errors, 'perAbstract')}
          />
          <FieldMessage error={errors.perAbstract} id="perAbstract" />
        </label>
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="admin.review.settings.bidding" />{' '}
          <span className="muted">
            (
            <FormattedMessage
              id={settings.biddingOpen ? 'admin.review.settings.open' : 'admin.review.settings.closed'}
            />
            )
          </span>
        </legend>
        <div className="row">
          {date('biddingStart', 'admin.review.settings.start')}
          {date('biddingEnd', 'admin.review.settings.end')}
        </div>
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="admin.review.settings.review" />{' '}
          <span className="muted">
            (
            <FormattedMessage
              id={settings.reviewOpen ? 'admin.review.settings.open' : 'admin.review.settings.closed'}
            />
            )
          </span>
        </legend>
        <div className="row">
          {date('reviewStart', 'admin.review.settings.start')}
          {date('reviewEnd', 'admin.review.settings.end')}
        </div>
      </fieldset>
      <div>
        <BusyButton busy={saving.loading}>
          <FormattedMessage id="admin.review.settings.save" />
        </BusyButton>
      </div>
      <PageNotice notice={notice} />
    </StyledReview>
  );
}
