import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  CREDIT_OBJECTION_MAX,
  creditObjectionSchema,
  dateToSeoulWallClock,
  koreaDateTimeText,
} from '@congress/domain/validation';
import { tokenState, useDialogs } from '@congress/ui';
import { useAtomValue } from 'jotai';
import { BusyButton, Page, StyledButton, StyledNotice } from '@congress/components';
import { Field, useSchemaForm } from '@congress/components/forms';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import {
  useFileCreditObjectionMutation,
  useMyCreditsQuery,
  type CreditObjectionStateFragment,
  type MyCreditsQuery,
} from '../../generated/graphql';
import { downloadPdf } from '../registrations/downloadPdf';
import { SchemeRule } from './SchemeRule';

type Credits = MyCreditsQuery['myCredits'];
type Scheme = Credits['schemes'][number];
type CreditRecord = Credits['records'][number];
type CreditDay = CreditRecord['days'][number];

const koreaTime = (iso: string) => dateToSeoulWallClock(iso).slice(11, 16);

const StyledCredits = styled.div`
  display: grid;
  gap: 24px;
  .lead {
    margin: 0;
  }
  section.scheme {
    display: grid;
    gap: 12px;
  }
  section.scheme h2 {
    margin: 0;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  .total {
    margin: 0;
    font-weight: 700;
  }
  ul.days {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 12px;
  }
  ul.days > li {
    display: grid;
    gap: 8px;
    padding: 14px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
  }
  ul.days h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
    gap: 8px 16px;
    margin: 0;
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 500;
    font-variant-numeric: tabular-nums;
  }
  .explanation {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  .objection {
    margin: 0;
    padding: 10px 12px;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
    display: grid;
    gap: 4px;
    overflow-wrap: anywhere;
  }
  .objection p {
    margin: 0;
  }
  form {
    display: grid;
    gap: 8px;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  textarea {
    min-height: 88px;
    font: inherit;
  }
`;

/** What the member sees of the process: nothing yet, expected figures and objections, final. */
function PhaseNotice({ credits }: { credits: Credits }) {
  if (credits.phase === 'PREVIEW')
    return (
      <StyledNotice data-testid="credits-not-yet">
        <FormattedMessage id="mypage.credits.notYet" />
      </StyledNotice>
    );
  const when = credits.objectionsCloseAt ? koreaDateTimeText(credits.objectionsCloseAt) : '';
  if (credits.phase === 'FINAL')
    return (
      <p className="lead">
        <FormattedMessage id="mypage.credits.final" />
      </p>
    );
  return (
    <p className="lead">
      <FormattedMessage
        id={credits.objectionsOpen ? 'mypage.credits.objectionsOpen' : 'mypage.credits.objectionsClosed'}
        values={{ when }}
      />
    </p>
  );
}

function ObjectionState({ objection }: { objection: CreditObjectionStateFragment }) {
  return (
    <div className="objection" data-testid="my-objection">
      <p>
        <strong>
          <FormattedMessage id={`mypage.credits.status.${objection.status}`} />
        </strong>{' '}
        <FormattedMessage
          id="mypage.credits.filedAt"
          values={{ when: koreaDateTimeText(objection.createdAt) }}
        />
      </p>
      <p>
        <FormattedMessage id="mypage.credits.yourObjection" values={{ message: objection.message }} />
      </p>
      {objection.resolutionMemo && (
        <p>
          <FormattedMessage id="mypage.credits.answer" values={{ memo: objection.resolutionMemo }} />
        </p>
      )}
      {objection.status === 'ACCEPTED' && (
        <p>
          <FormattedMessage
            id="mypage.credits.nowFigures"
            values={{ minutes: objection.currentMinutes, points: objection.currentPoints }}
          />
        </p>
      )}
    </div>
  );
}

/** The member's objection to one day's figure: what is wrong, in their words. */
function ObjectionForm(props: { scheme: Scheme; day: string; onDone: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const form = useSchemaForm(() => creditObjectionSchema, { message: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [file, filing] = useFileCreditObjectionMutation();
  const name = `objection-${props.scheme.id}-${props.day}`;
  const onSubmit = form.submit(async ({ message }) => {
    setProblem(null);
    try {
      await file({ variables: { schemeId: props.scheme.id, day: props.day, message } });
      props.onDone();
    } catch (caught) {
      const fields = fieldErrorsOf(caught);
      if (fields.message) form.setErrors({ message: fields.message });
      // The rule the objection broke (credits.* of the domain), else the error in words.
      const known = Object.entries(fields)
        .filter(([field, code]) => field !== 'message' && code in intl.messages)
        .map(([, code]) => code);
      setProblem(
        known.length
          ? known.map((code) => intl.formatMessage({ id: code })).join(' ')
          : intl.formatMessage({ id: `error.${errorCodeOf(caught)}` }),
      );
    }
  });
  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'mypage.credits.objectTo' }, { day: props.day })}
      onSubmit={onSubmit}
    >
      <Field
        name={name}
        labelId="mypage.credits.whatIsWrong"
        hintId="mypage.credits.whatIsWrongHint"
        required
        error={form.errors.message}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            maxLength={CREDIT_OBJECTION_MAX}
            value={form.values.message}
            onChange={(e) => form.setValue('message', e.target.value)}
          />
        )}
      </Field>
      {problem && <p role="alert">{problem}</p>}
      <div className="buttons">
        <BusyButton busy={filing.loading}>
          <FormattedMessage id="mypage.credits.sendObjection" />
        </BusyButton>
        <StyledButton type="button" $variant="secondary" onClick={props.onCancel}>
          <FormattedMessage id="common.cancel" />
        </StyledButton>
      </div>
    </form>
  );
}

function DayCard(props: {
  scheme: Scheme;
  day: string;
  figures: CreditDay | null;
  objections: readonly CreditObjectionStateFragment[];
  objectionsOpen: boolean;
  refetch: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const { figures } = props;
  // Marked as on the certificate: the scan times no longer explain a corrected figure.
  const mark = figures?.flags.includes('CORRECTED') ? '*' : '';
  const [objecting, setObjecting] = useState(false);
  const [sent, setSent] = useState(false);
  const open = props.objections.some((o) => o.status === 'OPEN');
  return (
    <li data-testid="credit-day">
      <h3>{props.day}</h3>
      {figures ? (
        <>
          <dl>
            <div>
              <dt>
                <FormattedMessage id="mypage.credits.first" />
              </dt>
              <dd>{koreaTime(figures.first)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="mypage.credits.last" />
              </dt>
              <dd>{figures.scanCount > 1 ? koreaTime(figures.last) : '—'}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="mypage.credits.minutes" />
              </dt>
              <dd>
                {intl.formatNumber(figures.countedMinutes)}
                {mark}
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="mypage.credits.points" />
              </dt>
              <dd>
                {intl.formatNumber(figures.points)}
                {mark}
              </dd>
            </div>
          </dl>
          {mark && (
            <p className="explanation" data-testid="credit-corrected">
              {`${mark} `}
              <FormattedMessage id="mypage.credits.corrected" />
            </p>
          )}
          <p className="explanation">{figures.explanation}</p>
        </>
      ) : (
        <p className="explanation">
          <FormattedMessage id="mypage.credits.noScan" />
        </p>
      )}
      {props.objections.map((o) => (
        <ObjectionState key={o.id} objection={o} />
      ))}
      {sent && (
        <p role="status">
          <FormattedMessage id="mypage.credits.objectionSent" />
        </p>
      )}
      {props.objectionsOpen && !open && !objecting && (
        <div className="buttons">
          <StyledButton type="button" $variant="secondary" onClick={() => setObjecting(true)}>
            <FormattedMessage id="mypage.credits.object" />
            <span className="vh" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
              {` ${props.day}`}
            </span>
          </StyledButton>
        </div>
      )}
      {objecting && (
        <ObjectionForm
          scheme={props.scheme}
          day={props.day}
          onCancel={() => setObjecting(false)}
          onDone={() => {
            setObjecting(false);
            setSent(true);
            void props.refetch();
          }}
        />
      )}
    </li>
  );
}

function SchemeSection(props: {
  scheme: Scheme;
  record: CreditRecord | null;
  credits: Credits;
  refetch: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const { scheme, record, credits } = props;
  const name = intl.locale === 'ko' ? scheme.name_ko : scheme.name_en;
  const days = [
    ...new Set([...scheme.dayPoints.map((d) => d.day), ...(record?.days.map((d) => d.day) ?? [])]),
  ].sort();
  const headingId = `credits-scheme-${scheme.id}`;
  return (
    <section className="scheme" aria-labelledby={headingId} data-testid="credit-scheme">
      <h2 id={headingId}>{name}</h2>
      {record && (
        <p className="total">
          <FormattedMessage
            id="mypage.credits.total"
            values={{ minutes: record.totalMinutes, points: record.totalPoints }}
          />
        </p>
      )}
      <SchemeRule scheme={scheme} />
      {record && !record.eligible && (
        <p className="explanation">
          <FormattedMessage id="mypage.credits.notEligible" />
        </p>
      )}
      <ul className="days">
        {days.map((day) => (
          <DayCard
            key={day}
            scheme={scheme}
            day={day}
            figures={record?.days.find((d) => d.day === day) ?? null}
            objections={credits.objections.filter((o) => o.schemeId === scheme.id && o.day === day)}
            objectionsOpen={credits.objectionsOpen}
            refetch={props.refetch}
          />
        ))}
      </ul>
    </section>
  );
}

function Certificate() {
  const token = useAtomValue(tokenState);
  const { showError } = useDialogs();
  const download = (lang: 'ko' | 'en') =>
    downloadPdf(`/credits/certificate.pdf?lang=${lang}`, token, `certificate-${lang}.pdf`).catch(
      (error: { code?: string }) => showError(`error.${error.code ?? 'INTERNAL'}`),
    );
  return (
    <section aria-labelledby="credits-certificate" className="scheme">
      <h2 id="credits-certificate">
        <FormattedMessage id="mypage.credits.certificate" />
      </h2>
      <p className="lead">
        <FormattedMessage id="mypage.credits.certificateText" />
      </p>
      <div className="buttons">
        <StyledButton type="button" onClick={() => void download('ko')}>
          <FormattedMessage id="mypage.credits.certificateKo" />
        </StyledButton>
        <StyledButton type="button" $variant="secondary" onClick={() => void download('en')}>
          <FormattedMessage id="mypage.credits.certificateEn" />
        </StyledButton>
      </div>
    </section>
  );
}

/**
 * My credits (issue 26 §3–§4): per scheme and day the first and last scan in Korea time, the
 * minutes and points with the reason; an objection per day while the period is open, with the
 * secretariat's answer; the certificate of attendance once available.
 */
export default function MyCreditsPage() {
  const intl = useIntl();
  // The explanations come in the page's language.
  const query = useMyCreditsQuery({ fetchPolicy: 'cache-and-network', variables: { locale: intl.locale } });
  const credits = query.data?.myCredits;
  const schemes = credits ? [...credits.schemes].sort((a, b) => a.position - b.position) : [];
  const counted = credits ? schemes.filter((s) => credits.records.some((r) => r.schemeId === s.id)) : [];
  return (
    <Page titleId="nav.mypage.myCredits">
      {query.error && !credits && (
        <StyledNotice role="alert">
          <FormattedMessage id="mypage.credits.loadFailed" />
        </StyledNotice>
      )}
      {credits && (
        <StyledCredits>
          <PhaseNotice credits={credits} />
          {credits.phase !== 'PREVIEW' && counted.length === 0 && (
            <StyledNotice data-testid="credits-none">
              <FormattedMessage id="mypage.credits.none" />
            </StyledNotice>
          )}
          {credits.certificateAvailable && counted.length > 0 && <Certificate />}
          {credits.phase !== 'PREVIEW' &&
            counted.map((scheme) => (
              <SchemeSection
                key={scheme.id}
                scheme={scheme}
                record={credits.records.find((r) => r.schemeId === scheme.id) ?? null}
                credits={credits}
                refetch={query.refetch}
              />
            ))}
        </StyledCredits>
      )}
    </Page>
  );
}
