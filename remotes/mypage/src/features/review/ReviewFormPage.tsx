import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  REVIEW_RECOMMENDATION_LABELS,
  REVIEW_RECOMMENDATIONS,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  type ReviewRecommendation,
} from '@congress/domain';
import { Link, useParams } from '@congress/router';
import { reviewFormSchema } from '@congress/domain/validation';
import { BusyButton, Page, StyledNotice } from '@congress/components';
import { FieldMessage, invalidProps, useSchemaForm } from '@congress/components/forms';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { useWhen } from './MyReviewsPage';
import {
  useMyReviewAssignmentQuery,
  useSaveMyReviewDraftMutation,
  useSubmitMyReviewMutation,
  type MyAssignmentFragment,
  type MyReviewSettingsFragment,
} from '../../generated/graphql';

const SCORES = Array.from(
  { length: REVIEW_SCORE_MAX - REVIEW_SCORE_MIN + 1 },
  (_, i) => REVIEW_SCORE_MIN + i,
);

const StyledAbstract = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 16px;
  margin: 12px 0 24px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 16px 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  img {
    max-width: 100%;
    height: auto;
    display: block;
    margin: 8px 0;
  }
  .blind {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const StyledForm = styled.form`
  display: grid;
  gap: 16px;
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 12px 14px;
    margin: 0;
  }
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
  .scale {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
  .scale label,
  .choices label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-width: 48px;
    min-height: 48px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    cursor: pointer;
    background: #fff;
  }
  .scale label:has(input:checked),
  .choices label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
  .choices {
    display: grid;
    gap: 8px;
  }
  .choices label {
    justify-content: flex-start;
  }
  .hint {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    margin: 4px 0 0;
  }
  textarea {
    width: 100%;
    min-height: 120px;
    font: inherit;
    padding: 8px;
    box-sizing: border-box;
  }
  label.block {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.9rem;
    margin: 4px 0 0;
  }
`;

type Values = {
  scores: Record<string, number>;
  recommendation: ReviewRecommendation | '';
  commentToAuthors: string;
  confidentialComment: string;
};

/** The form starts from the review submitted, else the draft saved, else empty. */
const valuesOf = (a: MyAssignmentFragment): Values => {
  const saved = a.review ?? a.draft;
  return {
    scores: Object.fromEntries((saved?.scores ?? []).map((s) => [s.key, s.score])),
    recommendation: saved?.recommendation ?? '',
    commentToAuthors: saved?.commentToAuthors ?? '',
    confidentialComment: saved?.confidentialComment ?? '',
  };
};

function AbstractView({ a }: { a: MyAssignmentFragment['abstract'] }) {
  const section = (id: string, text: string | null | undefined) =>
    text ? (
      <>
        <h3>
          <FormattedMessage id={id} />
        </h3>
        <p>{text}</p>
      </>
    ) : null;
  const open = a.openAuthors as { authors?: { givenName?: string; familyName?: string }[] } | null;
  return (
    <StyledAbstract aria-labelledby="review-abstract-title">
      <h2 id="review-abstract-title">{a.title}</h2>
      {a.topic && (
        <p className="blind">
          <FormattedMessage id={`topic.${a.topic}`} />
        </p>
      )}
      {open?.authors ? (
        <>
          <h3>
            <FormattedMessage id="mypage.review.authors" />
          </h3>
          <p>{open.authors.map((p) => [p.givenName, p.familyName].filter(Boolean).join(' ')).join(', ')}</p>
        </>
      ) : (
        <p className="blind">
          <FormattedMessage id="mypage.review.blind" />
        </p>
      )}
      {section('mypage.review.objectives', a.objectives)}
      {section('mypage.review.methods', a.methods)}
      {section('mypage.review.results', a.results)}
      {section('mypage.review.conclusions', a.conclusions)}
      {section('mypage.review.keywords', a.keywords)}
      {a.file_img.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="mypage.review.images" />
          </h3>
          {a.file_img.map((img) => (
            <img
              key={img.id}
              src={img.url}
              alt={img.name}
              width={img.width ?? undefined}
              height={img.height ?? undefined}
            />
          ))}
        </>
      )}
    </StyledAbstract>
  );
}

function ReviewForm(props: {
  assignment: MyAssignmentFragment;
  settings: MyReviewSettingsFragment;
  /** Reads the assignment again after a save (mutations do not write the cache: no-cache). */
  onSaved: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const locale = intl.locale === 'ko' ? 'ko' : 'en';
  const { assignment, settings } = props;
  const keys = settings.criteria.map((c) => c.key);
  const schemaKey = keys.join(',');
  // One schema per set of criteria (the settings' form), for the kit's memoised checks.
  const schema = useMemo(() => reviewFormSchema(schemaKey.split(',')), [schemaKey]);
  const form = useSchemaForm<Values>(() => schema, valuesOf(assignment));
  const { values, errors, setValue, reset } = form;
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; id: string } | null>(null);
  const [submit, submitting] = useSubmitMyReviewMutation();
  const [saveDraft, savingDraft] = useSaveMyReviewDraftMutation();
  const savedAt = useWhen();
  useEffect(() => reset(valuesOf(assignment)), [assignment, reset]);
  const readOnly = !assignment.editable;
  const incomplete = Object.keys(errors).some(
    (field) => field.startsWith('scores.') || field === 'recommendation',
  );

  const onSubmit = form.submit(async () => {
    setNotice(null);
    try {
      await submit({
        variables: {
          assignmentId: assignment.id,
          input: {
            scores: settings.criteria.map((c) => ({ key: c.key, score: values.scores[c.key]! })),
            recommendation: values.recommendation as ReviewRecommendation,
            commentToAuthors: values.commentToAuthors,
            confidentialComment: values.confidentialComment,
          },
        },
      });
      await props.onSaved().catch(() => undefined);
      setNotice({ tone: 'success', id: 'mypage.review.submitted' });
    } catch (caught) {
      const fields = fieldErrorsOf(caught);
      if (Object.keys(fields).length) form.setErrors(fields);
      setNotice({ tone: 'error', id: 'mypage.review.loadFailed' });
    }
  });

  // A draft keeps whatever is filled in: no criterion or recommendation required; nothing counts it.
  const onSaveDraft = async () => {
    setNotice(null);
    form.setErrors({});
    try {
      await saveDraft({
        variables: {
          assignmentId: assignment.id,
          input: {
            scores: settings.criteria.flatMap((c) =>
              values.scores[c.key] == null ? [] : [{ key: c.key, score: values.scores[c.key]! }],
            ),
            recommendation: values.recommendation || null,
            commentToAuthors: values.commentToAuthors,
            confidentialComment: values.confidentialComment,
          },
        },
      });
      await props.onSaved().catch(() => undefined);
      setNotice({ tone: 'success', id: 'mypage.review.draftSaved' });
    } catch (caught) {
      const fields = fieldErrorsOf(caught);
      if (Object.keys(fields).length) form.setErrors(fields);
      setNotice({
        tone: 'error',
        id:
          errorCodeOf(caught) === 'CONFLICT' ? 'mypage.review.draftAfterSubmit' : 'mypage.review.saveFailed',
      });
    }
  };

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-labelledby="review-form-title">
      <h2 id="review-form-title">
        <FormattedMessage id="mypage.review.form" />
      </h2>
      {readOnly && (
        <StyledNotice>
          <FormattedMessage id="mypage.review.closed" />
        </StyledNotice>
      )}
      {settings.criteria.map((c) => (
        <fieldset key={c.key} disabled={readOnly}>
          <legend>{locale === 'ko' ? c.label_ko : c.label_en}</legend>
          <div className="scale">
            {SCORES.map((score) => (
              <label key={score}>
                <input
                  type="radio"
                  name={`score-${c.key}`}
                  value={score}
                  checked={values.scores[c.key] === score}
                  onChange={() => setValue(`scores.${c.key}`, score)}
                  {...invalidProps(errors, `scores.${c.key}`)}
                />
                {score}
              </label>
            ))}
          </div>
          <p className="hint">
            <FormattedMessage id="mypage.review.scoreHint" />
          </p>
          <FieldMessage error={errors[`scores.${c.key}`]} id={`scores.${c.key}`} />
        </fieldset>
      ))}
      <fieldset disabled={readOnly}>
        <legend>
          <FormattedMessage id="mypage.review.recommendation" />
        </legend>
        <div className="choices">
          {REVIEW_RECOMMENDATIONS.map((r) => (
            <label key={r}>
              <input
                type="radio"
                name="recommendation"
                value={r}
                checked={values.recommendation === r}
                onChange={() => setValue('recommendation', r)}
                {...invalidProps(errors, 'recommendation')}
              />
              {REVIEW_RECOMMENDATION_LABELS[r][locale]}
            </label>
          ))}
        </div>
        <FieldMessage error={errors.recommendation} id="recommendation" />
      </fieldset>
      <label className="block">
        <FormattedMessage id="mypage.review.commentToAuthors" />
        <textarea
          name="commentToAuthors"
          readOnly={readOnly}
          value={values.commentToAuthors}
          onChange={(e) => setValue('commentToAuthors', e.target.value)}
          {...invalidProps(errors, 'commentToAuthors')}
        />
        <FieldMessage error={errors.commentToAuthors} id="commentToAuthors" />
        <span className="hint">
          <FormattedMessage id="mypage.review.commentToAuthorsHint" />
        </span>
      </label>
      <label className="block">
        <FormattedMessage id="mypage.review.confidential" />
        <textarea
          name="confidentialComment"
          readOnly={readOnly}
          value={values.confidentialComment}
          onChange={(e) => setValue('confidentialComment', e.target.value)}
          {...invalidProps(errors, 'confidentialComment')}
        />
        <FieldMessage error={errors.confidentialComment} id="confidentialComment" />
        <span className="hint">
          <FormattedMessage id="mypage.review.confidentialHint" />
        </span>
      </label>
      {assignment.review?.weightedScore != null && (
        <p>
          <FormattedMessage id="mypage.review.score" values={{ score: assignment.review.weightedScore }} />
        </p>
      )}
      {!readOnly && !assignment.review && assignment.draft && (
        <p className="hint">
          <FormattedMessage
            id="mypage.review.draftNote"
            values={{ when: savedAt(assignment.draft.updated_at) }}
          />
        </p>
      )}
      {!readOnly && (
        <div className="actions">
          {!assignment.review && (
            <BusyButton
              type="button"
              $variant="secondary"
              busy={savingDraft.loading}
              onClick={() => void onSaveDraft()}
            >
              <FormattedMessage id="mypage.review.saveDraft" />
            </BusyButton>
          )}
          <BusyButton busy={submitting.loading}>
            <FormattedMessage id={assignment.review ? 'mypage.review.update' : 'mypage.review.submit'} />
          </BusyButton>
        </div>
      )}
      {incomplete && (
        <StyledNotice role="alert">
          <FormattedMessage id="mypage.review.required" />
        </StyledNotice>
      )}
      {notice && (
        <StyledNotice role={notice.tone === 'error' ? 'alert' : 'status'}>
          <FormattedMessage id={notice.id} />
        </StyledNotice>
      )}
    </StyledForm>
  );
}

/** One assigned abstract, blind, and the reviewer's review of it (read-only after the period). */
export default function ReviewFormPage() {
  const { assignmentId = '' } = useParams();
  const query = useMyReviewAssignmentQuery({
    variables: { id: assignmentId },
    fetchPolicy: 'cache-and-network',
  });
  const data = query.data;
  return (
    <Page titleId="nav.mypage.reviewForm">
      <p>
        <Link to="/mypage/my_reviews">
          <FormattedMessage id="mypage.review.back" />
        </Link>
      </p>
      {query.error && !data && (
        <StyledNotice role="alert">
          <FormattedMessage id="mypage.review.loadFailed" />
        </StyledNotice>
      )}
      {data && (
        <>
          <AbstractView a={data.myReviewAssignment.abstract} />
          <ReviewForm
            assignment={data.myReviewAssignment}
            settings={data.reviewSettings}
            onSaved={() => query.refetch()}
          />
        </>
      )}
    </Page>
  );
}
