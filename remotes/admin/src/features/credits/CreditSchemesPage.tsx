import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CREDIT_PHASES } from '@congress/domain';
import { koreaDateTimeText, seoulWallClockToDate } from '@congress/domain/validation';
import { errorCodeOf } from '@congress/graphql';
import {
  useAdminCreditChangesQuery,
  useAdminCreditSchemesQuery,
  useDeleteCreditSchemeMutation,
  useSendExpectedCreditMailsMutation,
  useSetCreditPhaseMutation,
  type AdminCreditSchemeFragment,
  type AdminCreditSettingsFragment,
  type Enum_Credit_Phase,
} from '../../generated/graphql';
import { QueryErrorNotice, StyledAdminPage, StyledNotice, StyledSmallButton } from '../../listKit';
import { ExportButton } from '../../listKit/ExportButton';
import { ChangeLog } from '../../components/ChangeLog';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { SchemeForm } from './SchemeForm';
import { creditErrorText } from './errors';
import { schemeName } from './format';
import { StyledCredits } from './styles';

const PHASES: readonly Enum_Credit_Phase[] = CREDIT_PHASES;
const LOG_PAGE = 20;

/** The moves offered from each phase: forward first, then back. */
const MOVES: Record<Enum_Credit_Phase, readonly Enum_Credit_Phase[]> = {
  PREVIEW: ['OBJECTIONS'],
  OBJECTIONS: ['FINAL', 'PREVIEW'],
  FINAL: ['OBJECTIONS'],
};

/** The phase (preview → objections → final) with its version, the moves and the expected-credits mail. */
function PhasePanel(props: { settings: AdminCreditSettingsFragment; reload: () => Promise<unknown> }) {
  const intl = useIntl();
  const { settings } = props;
  const [closeAt, setCloseAt] = useState('');
  const [closeError, setCloseError] = useState<string | null>(null);
  const [move, setMove] = useState<Enum_Credit_Phase | null>(null);
  const [mailing, setMailing] = useState(false);
  const [setPhase] = useSetCreditPhaseMutation();
  const [sendMails] = useSendExpectedCreditMailsMutation();

  const ask = (target: Enum_Credit_Phase) => {
    if (target === 'OBJECTIONS') {
      const when = seoulWallClockToDate(closeAt);
      const problem = !closeAt.trim()
        ? 'validation.required'
        : !when
          ? 'admin.credits.phase.closeInvalid'
          : when.getTime() <= Date.now()
            ? 'admin.credits.phase.closeInPast'
            : null;
      setCloseError(problem);
      if (problem) {
        document.getElementById('credits-close-at')?.focus();
        return;
      }
    }
    setMove(target);
  };

  const runMove = async (target: Enum_Credit_Phase) => {
    try {
      await setPhase({
        variables: {
          version: settings.version,
          phase: target,
          objectionsCloseAt: target === 'OBJECTIONS' ? closeAt.trim() : null,
        },
      });
    } catch (error) {
      // Another organiser moved first: show what is now, and say so in the dialog.
      if (errorCodeOf(error) === 'CONFLICT') await props.reload();
      throw error;
    }
    await props.reload();
    setCloseAt('');
    return {
      message: intl.formatMessage(
        { id: 'admin.credits.phase.moved' },
        { phase: intl.formatMessage({ id: `admin.credits.phase.${target}` }) },
      ),
    };
  };

  return (
    <section className="panel" aria-labelledby="credits-phase-title">
      <h2 id="credits-phase-title">
        <FormattedMessage id="admin.credits.phase.title" />
      </h2>
      <ol className="steps" aria-label={intl.formatMessage({ id: 'admin.credits.phase.steps' })}>
        {PHASES.map((phase) => (
          <li key={phase} aria-current={phase === settings.phase ? 'step' : undefined}>
            <FormattedMessage id={`admin.credits.phase.${phase}`} />
          </li>
        ))}
      </ol>
      <p data-testid="credits-phase">
        <FormattedMessage
          id="admin.credits.phase.now"
          values={{
            phase: intl.formatMessage({ id: `admin.credits.phase.${settings.phase}` }),
            version: settings.version,
          }}
        />{' '}
        <FormattedMessage id={`admin.credits.phase.about.${settings.phase}`} />
      </p>
      {settings.phase !== 'PREVIEW' && settings.objectionsCloseAt && (
        <p>
          <FormattedMessage
            id="admin.credits.phase.closesAt"
            values={{ when: koreaDateTimeText(settings.objectionsCloseAt) }}
          />
        </p>
      )}
      {MOVES[settings.phase].includes('OBJECTIONS') && (
        <div className="row">
          <label className="stacked" htmlFor="credits-close-at">
            <FormattedMessage id="admin.credits.phase.closeAt" />
            <input
              id="credits-close-at"
              type="datetime-local"
              value={closeAt}
              aria-invalid={Boolean(closeError)}
              aria-describedby={closeError ? 'credits-close-at-error' : undefined}
              onChange={(e) => {
                setCloseAt(e.target.value);
                setCloseError(null);
              }}
            />
          </label>
          {closeError && (
            <span className="error" id="credits-close-at-error" role="alert">
              <FormattedMessage id={closeError} />
            </span>
          )}
        </div>
      )}
      <div className="actions">
        {MOVES[settings.phase].map((target) => (
          <StyledSmallButton
            key={target}
            type="button"
            $variant={PHASES.indexOf(target) < PHASES.indexOf(settings.phase) ? 'secondary' : undefined}
            onClick={() => ask(target)}
          >
            <FormattedMessage id={`admin.credits.phase.to.${target}`} />
          </StyledSmallButton>
        ))}
      </div>
      {settings.phase === 'OBJECTIONS' && (
        <div className="actions">
          <StyledSmallButton type="button" onClick={() => setMailing(true)}>
            <FormattedMessage id="admin.credits.mail.send" />
          </StyledSmallButton>
          <span className="muted" data-testid="credits-mailed">
            <FormattedMessage id="admin.credits.mail.count" values={{ count: settings.mailedCount }} />
          </span>
        </div>
      )}
      {move && (
        <ConfirmDialog
          title={<FormattedMessage id={`admin.credits.phase.to.${move}`} />}
          confirmLabel={<FormattedMessage id={`admin.credits.phase.to.${move}`} />}
          onConfirm={() => runMove(move)}
          onClose={() => setMove(null)}
          errorText={(error) =>
            errorCodeOf(error) === 'CONFLICT'
              ? intl.formatMessage({ id: 'admin.credits.phase.conflict' })
              : creditErrorText(intl, error)
          }
        >
          <p>
            <FormattedMessage
              id={`admin.credits.phase.confirm.${move}`}
              values={{ when: closeAt.replace('T', ' ') }}
            />
          </p>
        </ConfirmDialog>
      )}
      {mailing && (
        <ConfirmDialog
          title={<FormattedMessage id="admin.credits.mail.send" />}
          confirmLabel={<FormattedMessage id="admin.credits.mail.confirmButton" />}
          onConfirm={async () => {
            const result = await sendMails();
            await props.reload();
            return {
              message: intl.formatMessage(
                { id: 'admin.credits.mail.queued' },
                { count: result.data?.sendExpectedCreditMails ?? 0 },
              ),
            };
          }}
          onClose={() => setMailing(false)}
          errorText={(error) => creditErrorText(intl, error)}
        >
          <p>
            <FormattedMessage id="admin.credits.mail.confirm" values={{ count: settings.mailedCount }} />
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** The KMA report and the bulk certificates: once the figures are final. */
function DownloadsPanel(props: {
  settings: AdminCreditSettingsFragment;
  schemes: readonly AdminCreditSchemeFragment[];
}) {
  const intl = useIntl();
  const final = props.settings.phase === 'FINAL';
  const reported = props.schemes.filter((s) => s.reportsToKma);
  return (
    <section className="panel" aria-labelledby="credits-downloads-title">
      <h2 id="credits-downloads-title">
        <FormattedMessage id="admin.credits.downloads.title" />
      </h2>
      {!final && (
        <p className="muted">
          <FormattedMessage id="admin.credits.downloads.notFinal" />
        </p>
      )}
      {final && (
        <>
          {reported.length === 0 && (
            <p className="muted">
              <FormattedMessage id="admin.credits.downloads.noKma" />
            </p>
          )}
          {reported.map((scheme) => (
            <div key={scheme.id} className="actions">
              <span>{schemeName(scheme, intl.locale)}</span>
              <ExportButton
                request={{
                  url: `/credits/kma.xlsx?scheme=${scheme.id}`,
                  filename: 'kma.xlsx',
                  personalData: true,
                }}
                selected={0}
                labelId="admin.credits.downloads.kma"
              />
            </div>
          ))}
          <div className="actions">
            <span>
              <FormattedMessage id="admin.credits.downloads.certificates" />
            </span>
            <ExportButton
              request={{
                url: '/credits/certificates.pdf?lang=ko',
                filename: 'certificates-ko.pdf',
                personalData: true,
              }}
              selected={0}
              labelId="admin.credits.downloads.certificatesKo"
            />
            <ExportButton
              request={{
                url: '/credits/certificates.pdf?lang=en',
                filename: 'certificates-en.pdf',
                personalData: true,
              }}
              selected={0}
              labelId="admin.credits.downloads.certificatesEn"
            />
          </div>
        </>
      )}
    </section>
  );
}

/** A scheme's rule in a few words, under its name in the list. */
function SchemeSummary({ scheme }: { scheme: AdminCreditSchemeFragment }) {
  const intl = useIntl();
  const days = scheme.dayPoints.map((d) => intl.formatNumber(d.points)).join(' · ');
  return (
    <span className="muted">
      <FormattedMessage id={`admin.credits.kind.${scheme.kind}`} />
      {' · '}
      <FormattedMessage id={`admin.credits.eligibility.${scheme.eligibility}`} />
      {days && (
        <>
          {' · '}
          <FormattedMessage id="admin.credits.scheme.daysSummary" values={{ days }} />
        </>
      )}
    </span>
  );
}

function SchemesPanel(props: {
  settings: AdminCreditSettingsFragment;
  schemes: readonly AdminCreditSchemeFragment[];
  reload: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const { schemes, settings } = props;
  const [selected, setSelected] = useState<string | 'new' | null>(schemes[0]?.id ?? 'new');
  const [deleting, setDeleting] = useState<AdminCreditSchemeFragment | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [remove] = useDeleteCreditSchemeMutation();
  const current = selected === 'new' ? null : (schemes.find((s) => s.id === selected) ?? null);
  const showForm = selected === 'new' || current !== null;

  return (
    <section className="panel" aria-labelledby="credits-schemes-title">
      <h2 id="credits-schemes-title">
        <FormattedMessage id="admin.credits.schemes.title" />
      </h2>
      <p className="hint">
        <FormattedMessage id="admin.credits.schemes.intro" />
      </p>
      <div className="schemesLayout">
        <div style={{ display: 'grid', gap: 8 }}>
          {schemes.length === 0 && (
            <p>
              <FormattedMessage id="admin.credits.schemes.none" />
            </p>
          )}
          <ul className="schemes" aria-label={intl.formatMessage({ id: 'admin.credits.schemes.list' })}>
            {schemes.map((scheme) => (
              <li key={scheme.id}>
                <button
                  type="button"
                  aria-current={scheme.id === selected}
                  onClick={() => {
                    setSelected(scheme.id);
                    setSavedId(null);
                  }}
                >
                  <span className="name">{schemeName(scheme, intl.locale)}</span>
                  <SchemeSummary scheme={scheme} />
                </button>
              </li>
            ))}
          </ul>
          <div className="actions">
            <StyledSmallButton
              type="button"
              $variant="secondary"
              onClick={() => {
                setSelected('new');
                setSavedId(null);
              }}
            >
              <FormattedMessage id="admin.credits.schemes.add" />
            </StyledSmallButton>
            {current && settings.phase === 'PREVIEW' && (
              <StyledSmallButton type="button" $variant="secondary" onClick={() => setDeleting(current)}>
                <FormattedMessage id="admin.credits.schemes.delete" />
                <span className="vh"> {schemeName(current, intl.locale)}</span>
              </StyledSmallButton>
            )}
          </div>
        </div>
        <div>
          {showForm && (
            <>
              <h3 style={{ marginBottom: 12 }}>
                {current ? (
                  schemeName(current, intl.locale)
                ) : (
                  <FormattedMessage id="admin.credits.scheme.new" />
                )}
              </h3>
              <SchemeForm
                key={selected ?? 'none'}
                scheme={current}
                settings={settings}
                onSaved={(saved) => {
                  setSelected(saved.id);
                  setSavedId(saved.id);
                  void props.reload();
                }}
              />
              {savedId !== null && savedId === selected && (
                <StyledNotice $tone="success" role="status" style={{ marginTop: 12 }}>
                  <FormattedMessage id="admin.credits.scheme.saved" />
                </StyledNotice>
              )}
            </>
          )}
        </div>
      </div>
      {deleting && (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="admin.credits.schemes.delete" />}
          confirmLabel={<FormattedMessage id="admin.credits.schemes.delete" />}
          onConfirm={async () => {
            await remove({ variables: { id: deleting.id } });
            await props.reload();
            setSelected(schemes.find((s) => s.id !== deleting.id)?.id ?? 'new');
            return {
              message: intl.formatMessage(
                { id: 'admin.credits.schemes.deleted' },
                { name: schemeName(deleting, intl.locale) },
              ),
            };
          }}
          onClose={() => setDeleting(null)}
          errorText={(error) => creditErrorText(intl, error)}
        >
          <p>
            <FormattedMessage
              id="admin.credits.schemes.deleteConfirm"
              values={{ name: schemeName(deleting, intl.locale) }}
            />
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function CreditChangeLog(props: { log: ReturnType<typeof useAdminCreditChangesQuery> }) {
  const intl = useIntl();
  const { data, fetchMore } = props.log;
  const changes = data?.creditChanges;
  const none = intl.formatMessage({ id: 'admin.credits.log.none' });
  return (
    <ChangeLog
      className="panel"
      headingId="credits-log-title"
      titleId="admin.credits.log.title"
      emptyId="admin.credits.log.empty"
      moreId="admin.credits.log.more"
      columns={[
        { titleId: 'admin.credits.log.when', cell: (row) => koreaDateTimeText(row.changedAt) },
        { titleId: 'admin.credits.log.who', cell: (row) => row.userName },
        { titleId: 'admin.credits.log.what', cell: (row) => row.what },
        { titleId: 'admin.credits.log.before', cell: (row) => row.before ?? none },
        { titleId: 'admin.credits.log.after', cell: (row) => row.after ?? none },
        { titleId: 'admin.credits.log.memo', cell: (row) => row.memo ?? '' },
      ]}
      rows={changes?.rows}
      count={changes?.count}
      error={props.log.error}
      onMore={() =>
        void fetchMore({
          variables: { start: changes?.rows.length ?? 0, limit: LOG_PAGE, locale: intl.locale },
          updateQuery: (previous, { fetchMoreResult }) => ({
            creditChanges: {
              ...fetchMoreResult.creditChanges,
              rows: [...previous.creditChanges.rows, ...fetchMoreResult.creditChanges.rows],
            },
          }),
        })
      }
    />
  );
}

/** credits/schemes: the phase of the credit process, the downloads, the schemes and the change log. */
export default function CreditSchemesPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.credits.schemes.pageTitle' }));
  const query = useAdminCreditSchemesQuery({ fetchPolicy: 'network-only' });
  // The log's sentences come in the page's language.
  const log = useAdminCreditChangesQuery({
    variables: { start: 0, limit: LOG_PAGE, locale: intl.locale },
    fetchPolicy: 'network-only',
  });
  const settings = query.data?.creditSettings;
  const schemes = query.data?.creditSchemes ?? [];
  const reload = () =>
    Promise.all([query.refetch(), log.refetch({ start: 0, limit: LOG_PAGE, locale: intl.locale })]);
  return (
    <StyledAdminPage aria-labelledby="credits-title" aria-busy={!settings && !query.error}>
      <h1 id="credits-title">
        <FormattedMessage id="admin.credits.schemes.pageTitle" />
      </h1>
      <p className="intro">
        <FormattedMessage id="admin.credits.schemes.pageIntro" />
      </p>
      <QueryErrorNotice error={query.error} />
      {settings && (
        <StyledCredits>
          <PhasePanel settings={settings} reload={reload} />
          <DownloadsPanel settings={settings} schemes={schemes} />
          <SchemesPanel settings={settings} schemes={schemes} reload={reload} />
          <CreditChangeLog log={log} />
        </StyledCredits>
      )}
    </StyledAdminPage>
  );
}
