import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StyledButton } from '@congress/components';
import {
  useCheckupRegistpaymentMutation,
  useCreateMemoMutation,
  useDeleteRegistrationsMutation,
  useRecordBankTransferMutation,
  useRegistrationMemosQuery,
  useUpdateMemoMutation,
  type RegistrationRowFragment,
} from '../../generated/graphql';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { Modal } from '../../dialogs/Modal';
import { errorText, StyledSmallButton, type BulkAction, type RowCellProps } from '../../listKit';

export const registrationLabel = (row: RegistrationRowFragment) => {
  const name = [row.user.givenName, row.user.familyName].filter(Boolean).join(' ') || row.user.name_kr;
  return name ? `${name} <${row.user.email}>` : row.user.email;
};

const MAX_MEMO = 2000;

/** The organisers' notes on a registration: read, add, change (createMemo, updateMemo). */
function NotesDialog({ row, onClose }: { row: RegistrationRowFragment; onClose: () => void }) {
  const intl = useIntl();
  const fieldId = useId();
  const memos = useRegistrationMemosQuery({
    variables: { relationId: row.id, type: 'REGISTRATION' },
    fetchPolicy: 'network-only',
  });
  const [createMemo] = useCreateMemoMutation();
  const [updateMemo] = useUpdateMemoMutation();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      if (editing) await updateMemo({ variables: { id: editing, contents: draft } });
      else
        await createMemo({
          variables: { input: { relationId: row.id, type: 'REGISTRATION', contents: draft } },
        });
      setDraft('');
      setEditing(null);
      await memos.refetch();
    } catch (caught) {
      setError(errorText(intl, caught));
    } finally {
      setBusy(false);
    }
  };
  const list = memos.data?.memoLists ?? [];
  return (
    <Modal
      title={<FormattedMessage id="admin.regist.notesTitle" values={{ name: registrationLabel(row) }} />}
      onClose={onClose}
      busy={busy}
    >
      {memos.loading && !memos.data ? (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      ) : list.length === 0 ? (
        <p>
          <FormattedMessage id="admin.regist.notesNone" />
        </p>
      ) : (
        <ul aria-label={intl.formatMessage({ id: 'admin.regist.notes' })} style={{ paddingLeft: 18 }}>
          {list.map((memo) => (
            <li key={memo.id} style={{ marginBottom: 10 }}>
              <div style={{ whiteSpace: 'pre-wrap' }}>{memo.contents}</div>
              <small>{memo.lastLog}</small>{' '}
              <StyledSmallButton
                type="button"
                $variant="secondary"
                onClick={() => {
                  setEditing(memo.id);
                  setDraft(memo.contents);
                }}
              >
                <FormattedMessage id="admin.regist.noteEdit" />
              </StyledSmallButton>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim() && !busy) void save();
        }}
      >
        <p className="field">
          <label htmlFor={fieldId}>
            <FormattedMessage id={editing ? 'admin.regist.noteChange' : 'admin.regist.noteNew'} />
          </label>
          <textarea
            id={fieldId}
            rows={4}
            maxLength={MAX_MEMO}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </p>
        {error && <p role="alert">{error}</p>}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <StyledButton type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            <FormattedMessage id="common.close" />
          </StyledButton>
          <StyledButton type="submit" disabled={busy || !draft.trim()}>
            <FormattedMessage id="admin.regist.noteSave" />
          </StyledButton>
        </div>
      </form>
    </Modal>
  );
}

export function NotesAction({ row }: RowCellProps<RegistrationRowFragment>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <StyledSmallButton type="button" $variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="admin.regist.notes" />
        <span className="vh">{` ${registrationLabel(row)}`}</span>
      </StyledSmallButton>
      {open && <NotesDialog row={row} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Bank transfer: the organiser marks an unpaid registration paid, with a memo (recordBankTransfer). */
export function BankTransferAction({ row, tools }: RowCellProps<RegistrationRowFragment>) {
  const intl = useIntl();
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [memo, setMemo] = useState('');
  const [recordBankTransfer] = useRecordBankTransferMutation();
  if (row.price_status !== 'UNPAID' && !open) return null;
  return (
    <>
      {row.price_status === 'UNPAID' && (
        <StyledSmallButton type="button" $variant="secondary" onClick={() => setOpen(true)}>
          <FormattedMessage id="admin.regist.bankTransfer" />
          <span className="vh">{` ${registrationLabel(row)}`}</span>
        </StyledSmallButton>
      )}
      {open && (
        <ConfirmDialog
          title={<FormattedMessage id="admin.regist.bankTransferTitle" />}
          confirmLabel={<FormattedMessage id="admin.regist.bankTransferConfirm" />}
          canConfirm={!!memo.trim()}
          returnFocus={tools.returnFocus}
          errorText={(error) => errorText(intl, error)}
          onConfirm={async () => {
            await recordBankTransfer({ variables: { registrationId: row.id, memo } });
            return { message: <FormattedMessage id="admin.regist.bankTransferDone" /> };
          }}
          onClose={(done) => {
            setOpen(false);
            setMemo('');
            if (done) void tools.refetch();
          }}
        >
          <p>
            <FormattedMessage
              id="admin.regist.bankTransferText"
              values={{
                name: registrationLabel(row),
                amount: Number(row.price).toLocaleString('en-US'),
                currency: row.currency,
              }}
            />
          </p>
          <p className="field">
            <label htmlFor={fieldId}>
              <FormattedMessage id="admin.regist.bankTransferMemo" />
            </label>
            <textarea
              id={fieldId}
              rows={3}
              required
              maxLength={MAX_MEMO}
              value={memo}
              onChange={(event) => setMemo(event.target.value)}
            />
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** Bulk: reconcile the selected registrations with their payments (checkupRegistpayment). */
export function useCheckPaymentsAction(): BulkAction<RegistrationRowFragment> {
  const [checkup] = useCheckupRegistpaymentMutation();
  return {
    key: 'checkPayments',
    labelId: 'admin.regist.bulk.check',
    titleId: 'admin.regist.bulk.check.title',
    textId: 'admin.regist.bulk.check.text',
    confirmId: 'admin.regist.bulk.check.confirm',
    run: async (rows, _input, { intl }) => {
      const result = await checkup({ variables: { ids: rows.map((row) => row.id) } });
      const checks = result.data?.checkupRegistpayment ?? [];
      const count = (outcome: string) => checks.filter((check) => check.outcome === outcome).length;
      const mismatched = checks.filter((check) => check.outcome === 'MISMATCH');
      return {
        message: intl.formatMessage(
          { id: 'admin.regist.bulk.check.done' },
          { paid: count('MARKED_PAID'), expired: count('EXPIRED_REQUEST'), unchanged: count('UNCHANGED') },
        ),
        failed: mismatched.map((check) => {
          const row = rows.find((r) => r.id === check.registrationId);
          return intl.formatMessage(
            { id: 'admin.regist.bulk.check.mismatch' },
            { name: row ? registrationLabel(row) : check.registrationId },
          );
        }),
      };
    },
  };
}

/** Why the API left a registration (deleteMultipleRegister's notDeleted reasons). */
const NOT_DELETED_REASONS = ['PAID', 'REFUND_REQUESTED', 'ALREADY_DELETED', 'NOT_FOUND'];

/**
 * Soft-deletes the selected registrations (still listed with the Deleted filter). A paid one stays
 * (refund it first): the API names each registration it left, and why; the dialog lists them.
 */
export function useDeleteRegistrationsAction(): BulkAction<RegistrationRowFragment> {
  const [deleteRegistrations] = useDeleteRegistrationsMutation();
  return {
    key: 'delete',
    labelId: 'admin.regist.bulk.delete',
    titleId: 'admin.regist.bulk.delete.title',
    textId: 'admin.regist.bulk.delete.text',
    confirmId: 'admin.regist.bulk.delete.confirm',
    danger: true,
    excluded: (row) =>
      row.delete ? <FormattedMessage id="admin.regist.notDeleted.ALREADY_DELETED" /> : null,
    run: async (rows, _input, { intl }) => {
      const { data } = await deleteRegistrations({ variables: { ids: rows.map((row) => row.id) } });
      const answer = data?.deleteMultipleRegister;
      return {
        message: intl.formatMessage(
          { id: 'admin.regist.bulk.delete.done' },
          { count: answer?.affected ?? 0 },
        ),
        failed: (answer?.notDeleted ?? []).map((left) => {
          const row = rows.find((r) => r.id === left.id);
          const reason = NOT_DELETED_REASONS.includes(left.reason) ? left.reason : 'OTHER';
          return intl.formatMessage(
            { id: 'admin.regist.bulk.delete.left' },
            {
              name: row ? registrationLabel(row) : left.id,
              reason: intl.formatMessage({ id: `admin.regist.notDeleted.${reason}` }),
            },
          );
        }),
      };
    },
  };
}
