import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CREDIT_OBJECTION_STATUSES } from '@congress/domain';
import { BusyButton, StyledButton } from '@congress/components';
import { useSchemaForm } from '@congress/components/forms';
import { creditFigureFormSchema, koreaDateTimeText } from '@congress/domain/validation';
import {
  useAdminCreditObjectionsQuery,
  useResolveCreditObjectionMutation,
  type AdminCreditObjectionFragment,
  type Enum_Creditobjection_Status,
} from '../../generated/graphql';
import { QueryErrorNotice, StyledAdminPage, StyledNotice, StyledSmallButton } from '../../listKit';
import { creditErrorText } from './errors';
import { Pager } from '../../listKit/Pager';
import { StyledTable, StyledTableScroll, StyledToolbar } from '../../listKit/styles';
import { Modal } from '../../dialogs/Modal';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { FigureFields, MemoField } from './FigureFields';
import { serverFieldErrors } from './figures';
import { schemeName } from './format';
import { StyledCredits } from './styles';

export const OBJECTION_STATUSES: readonly Enum_Creditobjection_Status[] = CREDIT_OBJECTION_STATUSES;

/** Accepts (with the corrected minutes and points) or rejects an objection, with a memo the member reads. */
function AnswerDialog(props: { objection: AdminCreditObjectionFragment; onClose: (done: boolean) => void }) {
  const intl = useIntl();
  const { objection } = props;
  const [accept, setAccept] = useState(true);
  // An acceptance needs the corrected figures; a rejection the memo alone.
  const form = useSchemaForm(() => creditFigureFormSchema(accept), {
    minutes: String(objection.currentMinutes),
    points: String(objection.currentPoints),
    memo: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [resolve, resolving] = useResolveCreditObjectionMutation();

  const submit = form.submit(async (parsed) => {
    setProblem(null);
    try {
      await resolve({
        variables: {
          id: objection.id,
          accept,
          memo: parsed.memo,
          countedMinutes: accept ? Number(parsed.minutes) : null,
          points: accept ? Number(parsed.points) : null,
        },
      });
      props.onClose(true);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else setProblem(creditErrorText(intl, error));
    }
  });

  return (
    <Modal
      title={<FormattedMessage id="admin.credits.objections.answerTitle" values={{ name: objection.name }} />}
      onClose={() => props.onClose(false)}
      busy={resolving.loading}
    >
      <form
        data-answer=""
        noValidate
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(event) => {
          if (resolving.loading) event.preventDefault();
          else void submit(event);
        }}
      >
        <p style={{ margin: 0 }}>
          <FormattedMessage
            id="admin.credits.objections.about"
            values={{
              scheme: schemeName(
                { name_en: objection.schemeName_en, name_ko: objection.schemeName_ko },
                intl.locale,
              ),
              day: objection.day,
              minutes: objection.currentMinutes,
              points: objection.currentPoints,
            }}
          />
        </p>
        <blockquote style={{ margin: 0, padding: '8px 12px', background: '#f5f6fa', borderRadius: 6 }}>
          {objection.message}
        </blockquote>
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 4 }}>
          <legend style={{ fontWeight: 500, marginBottom: 4 }}>
            <FormattedMessage id="admin.credits.objections.decision" />
          </legend>
          {[true, false].map((choice) => (
            <label
              key={String(choice)}
              style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}
            >
              <input
                type="radio"
                name="decision"
                checked={accept === choice}
                onChange={() => setAccept(choice)}
                style={{ width: 22, height: 22, margin: 0 }}
              />
              <FormattedMessage
                id={choice ? 'admin.credits.objections.accept' : 'admin.credits.objections.reject'}
              />
            </label>
          ))}
        </fieldset>
        {accept && <FigureFields form={form} />}
        <MemoField
          form={form}
          labelId="admin.credits.objections.memo"
          hintId="admin.credits.objections.memoHint"
        />
        {problem && (
          <StyledNotice $tone="error" role="alert">
            {problem}
          </StyledNotice>
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
          <StyledButton
            type="button"
            $variant="secondary"
            disabled={resolving.loading}
            onClick={() => props.onClose(false)}
          >
            <FormattedMessage id="common.cancel" />
          </StyledButton>
          <BusyButton busy={resolving.loading}>
            <FormattedMessage id="admin.credits.objections.send" />
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}

/** credits/objections: the members' objections by status, answered with a memo. */
export default function CreditObjectionsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.credits.objections.title' }));
  const [status, setStatus] = useState<Enum_Creditobjection_Status | ''>('OPEN');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [answering, setAnswering] = useState<AdminCreditObjectionFragment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useAdminCreditObjectionsQuery({
    fetchPolicy: 'cache-and-network',
    variables: { status: status || null, start: (page - 1) * size, limit: size },
  });
  const list = query.data?.creditObjections;
  const label = (id: string) => intl.formatMessage({ id });

  return (
    <StyledAdminPage aria-labelledby="credits-objections-title">
      <h1 id="credits-objections-title">
        <FormattedMessage id="admin.credits.objections.title" />
      </h1>
      <p className="intro">
        <FormattedMessage id="admin.credits.objections.intro" />
      </p>
      <QueryErrorNotice error={query.error} />
      {notice && (
        <StyledNotice $tone="success" role="status">
          {notice}
        </StyledNotice>
      )}
      <StyledCredits>
        <div className="tools">
          <label>
            <FormattedMessage id="admin.credits.objections.status" />
            <select
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as Enum_Creditobjection_Status | '');
                setPage(1);
              }}
            >
              <option value="">{label('admin.credits.objections.all')}</option>
              {OBJECTION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {label(`admin.credits.status.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <StyledToolbar>
          <span className="count" role="status">
            {list && <FormattedMessage id="admin.credits.objections.count" values={{ count: list.count }} />}
          </span>
        </StyledToolbar>
        <StyledTableScroll>
          <StyledTable aria-label={label('admin.credits.objections.title')}>
            <thead>
              <tr>
                {(['member', 'scheme', 'day', 'message', 'filed', 'now', 'state'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`admin.credits.objections.col.${c}`} />
                  </th>
                ))}
                <th scope="col" className="actions">
                  <span className="vh">
                    <FormattedMessage id="admin.credits.objections.col.actions" />
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list && list.rows.length === 0 && (
                <tr className="state">
                  <td colSpan={8}>
                    <FormattedMessage id="admin.credits.objections.empty" />
                  </td>
                </tr>
              )}
              {list?.rows.map((o) => (
                <tr key={o.id} data-testid="objection-row">
                  <td data-label={label('admin.credits.objections.col.member')}>
                    <span>
                      <strong>{o.name}</strong>
                      <br />
                      <span className="hint">{o.email}</span>
                    </span>
                  </td>
                  <td data-label={label('admin.credits.objections.col.scheme')}>
                    {schemeName({ name_en: o.schemeName_en, name_ko: o.schemeName_ko }, intl.locale)}
                  </td>
                  <td data-label={label('admin.credits.objections.col.day')} className="nowrap">
                    {o.day}
                  </td>
                  <td data-label={label('admin.credits.objections.col.message')} className="wrap">
                    {o.message}
                  </td>
                  <td data-label={label('admin.credits.objections.col.filed')} className="nowrap">
                    {koreaDateTimeText(o.createdAt)}
                  </td>
                  <td data-label={label('admin.credits.objections.col.now')} className="nowrap">
                    <FormattedMessage
                      id="admin.credits.preview.figures"
                      values={{
                        minutes: o.currentMinutes,
                        points: o.currentPoints,
                      }}
                    />
                  </td>
                  <td data-label={label('admin.credits.objections.col.state')} className="wrap">
                    <span className="badge">
                      <FormattedMessage id={`admin.credits.status.${o.status}`} />
                    </span>
                    {o.resolutionMemo && (
                      <>
                        <br />
                        {o.resolutionMemo}
                      </>
                    )}
                  </td>
                  <td className="actions">
                    {o.status === 'OPEN' && (
                      <StyledSmallButton type="button" onClick={() => setAnswering(o)}>
                        <FormattedMessage id="admin.credits.objections.answer" />
                        <span className="vh"> {o.name}</span>
                      </StyledSmallButton>
                    )}
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
      {answering && (
        <AnswerDialog
          objection={answering}
          onClose={(done) => {
            if (done)
              setNotice(
                intl.formatMessage({ id: 'admin.credits.objections.answered' }, { name: answering.name }),
              );
            setAnswering(null);
            if (done) void query.refetch();
          }}
        />
      )}
    </StyledAdminPage>
  );
}
