import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUpdateUserMutation } from '../../generated/graphql';
import { useSession } from '@congress/ui';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { eachRow, errorText, StyledSmallButton, type BulkAction, type RowCellProps } from '../../listKit';

/** The member fields the actions read (members and dormant lists both have them). */
export interface MemberRow {
  id: string;
  email: string;
  givenName: string | null;
  familyName: string | null;
  name_kr: string | null;
  blocked: boolean;
  delete: boolean;
}

/** How a member is named in confirmations: name and address, so two Kims are told apart. */
export function memberLabel(row: MemberRow): string {
  const name = [row.givenName, row.familyName].filter(Boolean).join(' ') || row.name_kr;
  return name ? `${name} <${row.email}>` : row.email;
}

type Change = 'block' | 'unblock' | 'delete' | 'restore';
const INPUT: Record<Change, { blocked?: boolean; delete?: boolean }> = {
  block: { blocked: true },
  unblock: { blocked: false },
  delete: { delete: true },
  restore: { delete: false },
};

/**
 * Block / unblock and delete / restore on one row, each asked first ("Block Hana Lee
 * <…>?") and reported in words. An organiser's own row has no such buttons: locking oneself
 * out of the back office by a slip of the mouse is not possible.
 */
export function MemberRowActions({ row, tools }: RowCellProps<MemberRow>) {
  const intl = useIntl();
  const { user } = useSession();
  const [updateUser] = useUpdateUserMutation();
  const [asking, setAsking] = useState<Change | null>(null);
  if (user?.id === row.id) {
    return (
      <span className="hint">
        <FormattedMessage id="admin.members.you" />
      </span>
    );
  }
  const name = memberLabel(row);
  const button = (change: Change) => (
    <StyledSmallButton type="button" $variant="secondary" onClick={() => setAsking(change)}>
      <FormattedMessage id={`admin.${change}`} />
      <span className="vh">{` ${name}`}</span>
    </StyledSmallButton>
  );
  return (
    <>
      {button(row.blocked ? 'unblock' : 'block')}
      {button(row.delete ? 'restore' : 'delete')}
      {asking && (
        <ConfirmDialog
          title={intl.formatMessage({ id: `admin.members.confirm.${asking}.title` })}
          confirmLabel={intl.formatMessage({ id: `admin.${asking}` })}
          danger={asking === 'delete' || asking === 'block'}
          returnFocus={tools.returnFocus}
          errorText={(error) => errorText(intl, error)}
          onConfirm={async () => {
            await updateUser({ variables: { id: row.id, input: INPUT[asking] } });
            return { message: intl.formatMessage({ id: `admin.members.done.${asking}` }, { name }) };
          }}
          onClose={(done) => {
            setAsking(null);
            // Reloaded once the dialog is closed: the row may leave the list (a deleted member).
            if (done) void tools.refetch();
          }}
        >
          <p>
            <FormattedMessage
              id={`admin.members.confirm.${asking}.text`}
              values={{ name: <strong>{name}</strong> }}
            />
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** Excludes the organiser's own account from bulk changes, saying why. */
export function useNotMyself() {
  const intl = useIntl();
  const { user } = useSession();
  return (row: MemberRow) =>
    row.id === user?.id ? intl.formatMessage({ id: 'admin.members.notYourself' }) : null;
}

/** Soft-deletes the selected members (restorable with the Deleted filter and Restore). */
export function useDeleteMembersAction(): BulkAction<MemberRow, unknown> {
  const [updateUser] = useUpdateUserMutation();
  const notMyself = useNotMyself();
  return {
    key: 'delete',
    labelId: 'admin.members.bulk.delete',
    titleId: 'admin.members.bulk.delete.title',
    textId: 'admin.members.bulk.delete.text',
    confirmId: 'admin.members.bulk.delete.confirm',
    danger: true,
    excluded: notMyself,
    run: (rows, _input, { intl }) =>
      eachRow(rows, (row) => updateUser({ variables: { id: row.id, input: { delete: true } } }), {
        intl,
        doneId: 'admin.members.bulk.delete.done',
        label: memberLabel,
      }),
  };
}
