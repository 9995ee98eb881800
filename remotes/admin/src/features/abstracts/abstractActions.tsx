import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ABSTRACT_STATUSES,
  REVIEW_RECOMMENDATION_LABELS,
  REVIEW_RECOMMENDATIONS,
  statusChangeRefusal,
  type AbstractStatus,
  type ReviewRecommendation,
} from '@congress/domain';
import {
  useChangeAbstractStatusMutation,
  useDecideAbstractsMutation,
  useDeleteAbstractsMutation,
  type AbstractRowFragment,
} from '../../generated/graphql';
import type { BulkAction, BulkInputProps } from '../../listKit';

/** How an abstract is named in confirmations: number, title and submitter, so two similar titles are told apart. */
export function abstractLabel(row: AbstractRowFragment): string {
  return `#${row.id} ${row.title} (${row.user.email})`;
}

/**
 * Splits the rows into those whose status may move to `status` (docs/decisions.md transitions)
 * and those it may not. The API changes all or none, so the refused ones are left out up front.
 */
export function splitByTransition<Row extends { status: AbstractStatus }>(
  rows: readonly Row[],
  status: AbstractStatus,
): { allowed: Row[]; refused: Row[] } {
  const allowed: Row[] = [];
  const refused: Row[] = [];
  for (const row of rows)
    (statusChangeRefusal('organiser', row.status, status, true) ? refused : allowed).push(row);
  return { allowed, refused };
}

export interface StatusChangeInput {
  status?: AbstractStatus;
  notify: boolean;
}

function StatusChangeFields({ input, setInput }: BulkInputProps<StatusChangeInput>) {
  const intl = useIntl();
  const selectId = useId();
  const value = input ?? { notify: false };
  return (
    <>
      <p className="field">
        <label htmlFor={selectId}>
          <FormattedMessage id="admin.abstracts.status.to" />
        </label>
        <select
          id={selectId}
          required
          value={value.status ?? ''}
          onChange={(e) =>
            setInput({ ...value, status: (e.target.value || undefined) as AbstractStatus | undefined })
          }
        >
          <option value="">{intl.formatMessage({ id: 'admin.abstracts.status.choose' })}</option>
          {ABSTRACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage({ id: `admin.abstracts.status.${status}` })}
            </option>
          ))}
        </select>
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={value.notify}
          onChange={(e) => setInput({ ...value, notify: e.target.checked })}
        />
        <FormattedMessage id="admin.abstracts.status.notify" />
      </label>
    </>
  );
}

/**
 * Changes the status of the selected abstracts, optionally mailing each presenter. The API
 * changes all or none, so abstracts whose current status cannot move to the chosen one
 * (docs/decisions.md transitions) are left out here and named as not changed.
 */
export function useChangeStatusAction(): BulkAction<AbstractRowFragment, StatusChangeInput> {
  const [changeStatus] = useChangeAbstractStatusMutation();
  return {
    key: 'changeStatus',
    labelId: 'admin.abstracts.bulk.status',
    titleId: 'admin.abstracts.bulk.status.title',
    textId: 'admin.abstracts.bulk.status.text',
    confirmId: 'admin.abstracts.bulk.status.confirm',
    excluded: (row) => (row.delete ? <FormattedMessage id="admin.abstracts.isDeleted" /> : null),
    initialInput: { notify: false },
    ready: (input) => Boolean(input?.status),
    renderInput: (props) => <StatusChangeFields {...props} />,
    run: async (rows, input, { intl }) => {
      const status = input.status as AbstractStatus;
      const { allowed, refused } = splitByTransition(rows, status);
      const statusName = intl.formatMessage({ id: `admin.abstracts.status.${status}` });
      if (allowed.length) {
        await changeStatus({
          variables: { ids: allowed.map((row) => row.id), status, notify: input.notify },
        });
      }
      const message = intl.formatMessage(
        { id: 'admin.abstracts.bulk.status.done' },
        { count: allowed.length, status: statusName },
      );
      return refused.length
        ? {
            message,
            failed: refused.map((row) =>
              intl.formatMessage(
                { id: 'admin.abstracts.bulk.status.refused' },
                {
                  name: abstractLabel(row),
                  from: intl.formatMessage({ id: `admin.abstracts.status.${row.status}` }),
                  status: statusName,
                },
              ),
            ),
          }
        : { message };
    },
  };
}

/** Soft-deletes the selected abstracts (still listed with the Deleted filter). */
export function useDeleteAbstractsAction(): BulkAction<AbstractRowFragment, unknown> {
  const [deleteAbstracts] = useDeleteAbstractsMutation();
  return {
    key: 'delete',
    labelId: 'admin.abstracts.bulk.delete',
    titleId: 'admin.abstracts.bulk.delete.title',
    textId: 'admin.abstracts.bulk.delete.text',
    confirmId: 'admin.abstracts.bulk.delete.confirm',
    danger: true,
    excluded: (row) => (row.delete ? <FormattedMessage id="admin.abstracts.isDeleted" /> : null),
    run: async (rows, _input, { intl }) => {
      const { data } = await deleteAbstracts({ variables: { ids: rows.map((row) => row.id) } });
      return {
        message: intl.formatMessage(
          { id: 'admin.abstracts.bulk.delete.done' },
          { count: data?.deleteMultipleAbstract.affected ?? rows.length },
        ),
      };
    },
  };
}

export interface DecisionInput {
  decision?: ReviewRecommendation;
  notify: boolean;
}

function DecisionFields({ input, setInput }: BulkInputProps<DecisionInput>) {
  const intl = useIntl();
  const selectId = useId();
  const value = input ?? { notify: true };
  const locale = intl.locale === 'ko' ? 'ko' : 'en';
  return (
    <>
      <p className="field">
        <label htmlFor={selectId}>
          <FormattedMessage id="admin.abstracts.decision" />
        </label>
        <select
          id={selectId}
          required
          value={value.decision ?? ''}
          onChange={(e) =>
            setInput({
              ...value,
              decision: (e.target.value || undefined) as ReviewRecommendation | undefined,
            })
          }
        >
          <option value="">{intl.formatMessage({ id: 'admin.abstracts.decision.choose' })}</option>
          {REVIEW_RECOMMENDATIONS.map((d) => (
            <option key={d} value={d}>
              {REVIEW_RECOMMENDATION_LABELS[d][locale]}
            </option>
          ))}
        </select>
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={value.notify}
          onChange={(e) => setInput({ ...value, notify: e.target.checked })}
        />
        <FormattedMessage id="admin.abstracts.decision.notify" />
      </label>
    </>
  );
}

/**
 * The review decision (accept as oral, accept as poster, reject) through the status workflow:
 * withdrawn and deleted abstracts are left out; the mail reaches the submitter and every author.
 */
export function useDecideAction(): BulkAction<AbstractRowFragment, DecisionInput> {
  const [decide] = useDecideAbstractsMutation();
  return {
    key: 'decide',
    labelId: 'admin.abstracts.bulk.decide',
    titleId: 'admin.abstracts.bulk.decide.title',
    textId: 'admin.abstracts.bulk.decide.text',
    confirmId: 'admin.abstracts.bulk.decide.confirm',
    excluded: (row) =>
      row.delete ? (
        <FormattedMessage id="admin.abstracts.isDeleted" />
      ) : row.status === 'WITHDRAWN' ? (
        <FormattedMessage id="admin.abstracts.status.WITHDRAWN" />
      ) : null,
    initialInput: { notify: true },
    ready: (input) => Boolean(input?.decision),
    renderInput: (props) => <DecisionFields {...props} />,
    run: async (rows, input, { intl }) => {
      const { data } = await decide({
        variables: { ids: rows.map((row) => row.id), decision: input.decision!, notify: input.notify },
      });
      return {
        message: intl.formatMessage(
          { id: 'admin.abstracts.bulk.decide.done' },
          { count: data?.decideAbstracts.affected ?? 0 },
        ),
      };
    },
  };
}
