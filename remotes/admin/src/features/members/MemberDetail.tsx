import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useUpdateUserMutation, useUserQuery, type UserQuery } from '../../generated/graphql';
import { EditGate } from '../../components/EditGate';
import { ProfileForm } from '@congress/components/forms';
import { Modal } from '../../dialogs/Modal';
import type { ListTools } from '../../listKit';
import { memberLabel, type MemberRow } from './memberActions';
import { MemberConsentHistory } from '../consents/MemberConsentHistory';

function MemberProfile({ id }: { id: string }) {
  const { data, error, loading } = useUserQuery({ variables: { id }, fetchPolicy: 'network-only' });
  return (
    <EditGate error={error} loading={loading} record={data?.user}>
      {(user) => <MemberView id={id} user={user} />}
    </EditGate>
  );
}

function MemberView({ id, user }: { id: string; user: NonNullable<UserQuery['user']> }) {
  const [updateUser] = useUpdateUserMutation();
  return (
    <>
      <p>
        <FormattedMessage id="admin.users.confirmed" />:{' '}
        <strong>
          <FormattedMessage id={user.confirmed ? 'admin.users.confirmedYes' : 'admin.users.confirmedNo'} />
        </strong>
      </p>
      <ProfileForm
        user={user}
        onSave={async (changes) => {
          await updateUser({ variables: { id, input: changes } });
        }}
      />
      <MemberConsentHistory userId={id} />
    </>
  );
}

/**
 * The member's address in the list opens their full profile in a dialog along the right edge
 * (focus inside, Esc closes, focus back on the address); the list reloads when it closes.
 */
export function MemberDetailButton({ row, tools }: { row: MemberRow; tools: ListTools }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="link"
        aria-haspopup="dialog"
        aria-label={tools.intl.formatMessage({ id: 'admin.members.openDetail' }, { name: memberLabel(row) })}
        onClick={() => setOpen(true)}
      >
        {row.email}
      </button>
      {open && (
        <Modal
          side
          wide
          title={<FormattedMessage id="admin.users.detail" values={{ id: row.id, name: memberLabel(row) }} />}
          returnFocus={tools.returnFocus}
          onClose={() => {
            setOpen(false);
            void tools.refetch();
          }}
        >
          <MemberProfile id={row.id} />
        </Modal>
      )}
    </>
  );
}
