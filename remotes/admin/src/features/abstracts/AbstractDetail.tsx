import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import {
  ABSTRACT_CATEGORY_LABELS,
  ABSTRACT_PREFERENCE_LABELS,
  ABSTRACT_SECTIONS,
  ABSTRACT_TRANSITIONS,
  countryName,
  type AbstractCategory,
  type AbstractPreference,
  type AbstractStatus,
} from '@congress/domain';
import { BusyButton } from '@congress/components';
import {
  useAbstractDetailQuery,
  useChangeAbstractStatusMutation,
  type AbstractDetailQuery,
  type AbstractRowFragment,
} from '../../generated/graphql';
import { EditGate } from '../../components/EditGate';
import { Modal } from '../../dialogs/Modal';
import { errorText, PageNotice, type ListTools, type PageNoticeState } from '../../listKit';
import { abstractLabel } from './abstractActions';

type Detail = NonNullable<AbstractDetailQuery['abstract']>;

/** The stored JSON of an author (AbstractAuthorInput). */
interface Author {
  givenName?: string;
  familyName?: string;
  email?: string;
  affiliations?: number[];
  presenting?: boolean;
  corresponding?: boolean;
}
/** One entry of the abstract's history (api abstracts.repository HistoryEntry). */
interface HistoryEntry {
  at: string;
  by: number;
  role: 'owner' | 'organiser';
  action: 'CREATED' | 'UPDATED' | 'STATUS' | 'DELETED';
  from?: AbstractStatus;
  to?: AbstractStatus;
  fields?: string[];
}

/** History names changed fields by column; the panel names them as its own labels do. */
const FIELD_MESSAGES: Record<string, string> = {
  title: 'admin.abstracts.field.title',
  preference: 'admin.abstracts.detail.preference',
  category: 'admin.abstracts.detail.category',
  topic: 'admin.abstracts.detail.topic',
  objectives: 'admin.abstracts.detail.objectives',
  methods: 'admin.abstracts.detail.methods',
  results: 'admin.abstracts.detail.results',
  conclusions: 'admin.abstracts.detail.conclusions',
  keywords: 'admin.abstracts.detail.keywords',
  author: 'admin.abstracts.detail.authors',
  including: 'admin.abstracts.detail.affiliations',
  terms: 'admin.abstracts.detail.terms',
  file_img: 'admin.abstracts.detail.images',
  file_presentation: 'admin.abstracts.detail.presentation',
};

const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const lang = (intl: IntlShape) => (intl.locale === 'ko' ? 'ko' : 'en');
const seoul = (intl: IntlShape, at: string) =>
  intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' });

const StyledDetail = styled.div`
  display: grid;
  gap: 18px;
  h3 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(110px, 30%) 1fr;
    gap: 6px 12px;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .text {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  ol {
    margin: 0;
    padding-left: 1.4em;
    display: grid;
    gap: 4px;
  }
  .flags {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  .images {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .images figure {
    margin: 0;
    display: grid;
    gap: 4px;
    max-width: 200px;
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
  .images img {
    width: 160px;
    height: 120px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
  }
  form {
    display: grid;
    gap: 10px;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
  }
  form > label {
    font-weight: 500;
  }
  form select {
    min-height: 38px;
    padding: 6px 8px;
    font: inherit;
  }
  form .check {
    display: flex;
    gap: 8px;
    align-items: center;
    font-weight: 400;
  }
`;

function Item({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children || '—'}</dd>
    </>
  );
}

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>
        <FormattedMessage id={titleId} />
      </h3>
      {children}
    </section>
  );
}

/** One status change by an organiser, with the optional mail to the presenter. */
function StatusForm({ abstract, onChanged }: { abstract: Detail; onChanged: () => void }) {
  const intl = useIntl();
  const [changeStatus] = useChangeAbstractStatusMutation();
  const selectId = useId();
  const [status, setStatus] = useState<AbstractStatus | ''>('');
  const [notify, setNotify] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<PageNoticeState>(null);
  const choices = ABSTRACT_TRANSITIONS.organiser[abstract.status as AbstractStatus];
  const statusName = (s: string) => intl.formatMessage({ id: `admin.abstracts.status.${s}` });

  const onSubmit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!status) return;
    setBusy(true);
    setMessage(null);
    try {
      await changeStatus({ variables: { ids: [abstract.id], status, notify } });
      setMessage({
        tone: 'success',
        text: intl.formatMessage(
          { id: notify ? 'admin.abstracts.detail.changedNotified' : 'admin.abstracts.detail.changed' },
          { status: statusName(status) },
        ),
      });
      setStatus('');
      onChanged();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(intl, error) });
    } finally {
      setBusy(false);
    }
  };

  if (abstract.delete) return null;
  return (
    <form onSubmit={onSubmit} noValidate>
      <label htmlFor={selectId}>
        <FormattedMessage id="admin.abstracts.status.to" />
      </label>
      <select id={selectId} value={status} onChange={(e) => setStatus(e.target.value as AbstractStatus | '')}>
        <option value="">{intl.formatMessage({ id: 'admin.abstracts.status.choose' })}</option>
        {choices.map((s) => (
          <option key={s} value={s}>
            {statusName(s)}
          </option>
        ))}
      </select>
      <label className="check">
        <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
        <FormattedMessage id="admin.abstracts.detail.notify" />
      </label>
      <PageNotice notice={message} />
      <BusyButton type="submit" busy={busy} disabled={!status}>
        <FormattedMessage id="admin.abstracts.detail.changeStatus" />
      </BusyButton>
    </form>
  );
}

function AbstractView({ abstract, onChanged }: { abstract: Detail; onChanged: () => void }) {
  const intl = useIntl();
  const authors = list<Author>(abstract.author);
  const affiliations = list<string>(abstract.including);
  const history = list<HistoryEntry>(abstract.history);
  const user = abstract.user;
  const statusName = (s: string) => intl.formatMessage({ id: `admin.abstracts.status.${s}` });
  const presentation = abstract.file_presentation;
  return (
    <StyledDetail>
      <dl>
        <Item labelId="admin.abstracts.detail.status">
          <span className={`badge status-${abstract.status.toLowerCase()}`}>
            {statusName(abstract.status)}
          </span>
          {abstract.delete && (
            <>
              {' '}
              <span className="badge delete">
                <FormattedMessage id="admin.abstracts.isDeleted" />
              </span>
            </>
          )}
        </Item>
        <Item labelId="admin.abstracts.detail.submitted">{seoul(intl, abstract.created_at)}</Item>
        <Item labelId="admin.abstracts.detail.updated">{seoul(intl, abstract.updated_at)}</Item>
        <Item labelId="admin.abstracts.detail.submitter">
          {[user.givenName, user.familyName?.toUpperCase()].filter(Boolean).join(' ')}
          {user.name_kr ? ` (${user.name_kr})` : ''} · {user.email}
          {user.country ? ` · ${countryName(user.country, intl.locale)}` : ''}
          {user.affiliation ? ` · ${user.affiliation}` : ''}
        </Item>
        <Item labelId="admin.abstracts.detail.preference">
          {abstract.preference &&
            ABSTRACT_PREFERENCE_LABELS[abstract.preference as AbstractPreference][lang(intl)]}
        </Item>
        <Item labelId="admin.abstracts.detail.category">
          {abstract.category && ABSTRACT_CATEGORY_LABELS[abstract.category as AbstractCategory][lang(intl)]}
        </Item>
        <Item labelId="admin.abstracts.detail.topic">
          {abstract.topic && intl.formatMessage({ id: `topic.${abstract.topic}` })}
        </Item>
        <Item labelId="admin.abstracts.detail.keywords">{abstract.keywords}</Item>
        <Item labelId="admin.abstracts.detail.terms">
          <FormattedMessage
            id={
              (abstract.terms as { agreed?: boolean } | null)?.agreed
                ? 'admin.abstracts.detail.termsAgreed'
                : 'admin.abstracts.detail.termsMissing'
            }
          />
        </Item>
      </dl>

      {ABSTRACT_SECTIONS.map((key) => (
        <Section key={key} titleId={`admin.abstracts.detail.${key}`}>
          <p className="text">{abstract[key]}</p>
        </Section>
      ))}

      <Section titleId="admin.abstracts.detail.authors">
        <ol>
          {authors.map((author, index) => (
            <li key={index}>
              {author.givenName} {author.familyName?.toUpperCase()}{' '}
              <sup>{(author.affiliations ?? []).join(',')}</sup> · {author.email}
              {(author.presenting || author.corresponding) && (
                <span className="flags">
                  {' · '}
                  {[
                    author.presenting && intl.formatMessage({ id: 'admin.abstracts.detail.presenting' }),
                    author.corresponding &&
                      intl.formatMessage({ id: 'admin.abstracts.detail.corresponding' }),
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </span>
              )}
            </li>
          ))}
        </ol>
      </Section>

      <Section titleId="admin.abstracts.detail.affiliations">
        <ol>
          {affiliations.map((affiliation, index) => (
            <li key={index}>{affiliation}</li>
          ))}
        </ol>
      </Section>

      <Section titleId="admin.abstracts.detail.images">
        {abstract.file_img.length ? (
          <ul className="images">
            {abstract.file_img.map((image) => (
              <li key={image.id}>
                <figure>
                  <a href={image.url} target="_blank" rel="noopener noreferrer">
                    <img
                      src={image.url}
                      alt={image.name}
                      width={image.width ?? undefined}
                      height={image.height ?? undefined}
                    />
                  </a>
                  <figcaption>
                    {image.name}
                    {image.width && image.height ? ` · ${image.width} × ${image.height}` : ''}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text">
            <FormattedMessage id="admin.abstracts.detail.noImages" />
          </p>
        )}
      </Section>

      <Section titleId="admin.abstracts.detail.presentation">
        <p className="text">
          {presentation ? (
            <>
              <a href={presentation.url} download={presentation.name}>
                {presentation.name}
              </a>
              {abstract.presentation_uploaded_at && (
                <>
                  {' · '}
                  <FormattedMessage
                    id="admin.abstracts.detail.presentationAt"
                    values={{ at: seoul(intl, abstract.presentation_uploaded_at) }}
                  />
                </>
              )}
            </>
          ) : (
            <FormattedMessage id="admin.abstracts.detail.noPresentation" />
          )}
        </p>
      </Section>

      <Section titleId="admin.abstracts.detail.decide">
        <StatusForm abstract={abstract} onChanged={onChanged} />
      </Section>

      <Section titleId="admin.abstracts.detail.history">
        <ol>
          {history.map((entry, index) => (
            <li key={index}>
              {seoul(intl, entry.at)} ·{' '}
              <FormattedMessage
                id={`admin.abstracts.history.${entry.action}`}
                values={{
                  from: entry.from ? statusName(entry.from) : '',
                  to: entry.to ? statusName(entry.to) : '',
                  fields: (entry.fields ?? [])
                    .map((field) =>
                      FIELD_MESSAGES[field] ? intl.formatMessage({ id: FIELD_MESSAGES[field] }) : field,
                    )
                    .join(', '),
                }}
              />{' '}
              <span className="flags">
                <FormattedMessage id={`admin.abstracts.history.by.${entry.role}`} values={{ id: entry.by }} />
              </span>
            </li>
          ))}
        </ol>
      </Section>
    </StyledDetail>
  );
}

function AbstractBody({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { data, error, loading, refetch } = useAbstractDetailQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  return (
    <EditGate error={error} loading={loading} record={data?.abstract}>
      {(abstract) => (
        <AbstractView
          abstract={abstract}
          onChanged={() => {
            void refetch();
            onChanged();
          }}
        />
      )}
    </EditGate>
  );
}

/** The title in the list opens everything the abstract carries in a side panel; the list reloads on close. */
export function AbstractDetailButton({ row, tools }: { row: AbstractRowFragment; tools: ListTools }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="link"
        aria-haspopup="dialog"
        aria-label={tools.intl.formatMessage(
          { id: 'admin.abstracts.openDetail' },
          { name: abstractLabel(row) },
        )}
        onClick={() => setOpen(true)}
      >
        {row.title}
      </button>
      {open && (
        <Modal
          side
          wide
          title={<FormattedMessage id="admin.abstracts.detail" values={{ id: row.id, title: row.title }} />}
          returnFocus={tools.returnFocus}
          onClose={() => {
            setOpen(false);
            void tools.refetch();
          }}
        >
          <AbstractBody id={row.id} onChanged={() => void tools.refetch()} />
        </Modal>
      )}
    </>
  );
}
