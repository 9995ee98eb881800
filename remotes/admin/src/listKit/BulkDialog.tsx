import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog, type Outcome } from '../dialogs/ConfirmDialog';
import { errorText } from './errors';
import type { BulkAction, ListTools } from './types';

/** The rows an action will touch, by name: the first ten, then how many more. */
export function NameList({ names }: { names: readonly string[] }) {
  const shown = names.slice(0, 10);
  return (
    <ul className="names">
      {shown.map((name, index) => (
        <li key={index}>{name}</li>
      ))}
      {names.length > shown.length && (
        <li>
          <FormattedMessage id="admin.list.andMore" values={{ count: names.length - shown.length }} />
        </li>
      )}
    </ul>
  );
}

/** Confirms a bulk action naming every row it touches (and those it leaves out), runs it, reports. */
export function BulkDialog<Row extends { id: string }>(props: {
  action: BulkAction<Row, unknown>;
  rows: readonly Row[];
  rowLabel: (row: Row) => string;
  tools: ListTools;
  onClose: (done: boolean, outcome: Outcome | null) => void;
}) {
  const intl = useIntl();
  const { action } = props;
  const [input, setInput] = useState<unknown>(action.initialInput);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const left: { row: Row; why: ReactNode }[] = [];
  const rows = props.rows.filter((row) => {
    const why = action.excluded?.(row);
    if (why) left.push({ row, why });
    return !why;
  });
  const count = rows.length;
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: action.titleId }, { count })}
      confirmLabel={intl.formatMessage({ id: action.confirmId }, { count })}
      danger={action.danger}
      canConfirm={
        count > 0 && (action.ready ? action.ready(input) : !action.renderInput || input !== undefined)
      }
      errorText={(error) => errorText(intl, error)}
      returnFocus={props.tools.returnFocus}
      onConfirm={async () => {
        const result = await action.run(rows, input, props.tools);
        setOutcome(result);
        return result;
      }}
      onClose={(done) => props.onClose(done, outcome)}
    >
      <p>
        <FormattedMessage id={action.textId} values={{ count }} />
      </p>
      <NameList names={rows.map(props.rowLabel)} />
      {left.length > 0 && (
        <>
          <p>
            <FormattedMessage id="admin.list.leftOut" values={{ count: left.length }} />
          </p>
          <ul className="names">
            {left.map(({ row, why }) => (
              <li key={row.id}>
                {props.rowLabel(row)}: {why}
              </li>
            ))}
          </ul>
        </>
      )}
      {action.renderInput?.({ input, setInput })}
    </ConfirmDialog>
  );
}

/**
 * Runs one call per row, all of them even when some fail, and reports in words: how many
 * worked, and each failure named with its reason.
 */
export async function eachRow<Row>(
  rows: readonly Row[],
  run: (row: Row) => Promise<unknown>,
  report: { intl: ReturnType<typeof useIntl>; doneId: string; label: (row: Row) => string },
): Promise<Outcome> {
  const failed: string[] = [];
  let done = 0;
  for (const row of rows) {
    try {
      await run(row);
      done += 1;
    } catch (error) {
      failed.push(`${report.label(row)}: ${errorText(report.intl, error)}`);
    }
  }
  const message = report.intl.formatMessage({ id: report.doneId }, { count: done });
  return failed.length
    ? {
        message: `${message} ${report.intl.formatMessage({ id: 'admin.list.failedCount' }, { count: failed.length })}`,
        failed,
      }
    : { message };
}
