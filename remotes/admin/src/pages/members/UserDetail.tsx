import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useUpdateUserMutation, useUserQuery } from '../../generated/graphql';
import { ProfileForm } from '@congress/ui/forms';
import { StyledSmallButton } from '../../components/AdminTable';

const StyledPanel = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 500;
  width: min(640px, 100%);
  overflow-y: auto;
  padding: 24px;
  background: #fff;
  box-shadow: -8px 0 32px rgba(0, 0, 0, 0.15);
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
`;

/** A member's full profile, editable by the organiser. */
export function UserDetail(props: { id: string; onClose: () => void; onSaved: () => void }) {
  const { data } = useUserQuery({ variables: { id: props.id } });
  const [updateUser] = useUpdateUserMutation();
  const user = data?.user;
  return (
    <StyledPanel aria-labelledby="user-detail-title">
      <header>
        <h2 id="user-detail-title">
          <FormattedMessage id="admin.users.detail" values={{ id: props.id }} />
        </h2>
        <StyledSmallButton $variant="secondary" type="button" onClick={props.onClose}>
          <FormattedMessage id="common.close" />
        </StyledSmallButton>
      </header>
      {user && (
        <p>
          <FormattedMessage id="admin.users.confirmed" />:{' '}
          <strong>
            <FormattedMessage id={user.confirmed ? 'admin.users.confirmedYes' : 'admin.users.confirmedNo'} />
          </strong>
        </p>
      )}
      {user && (
        <ProfileForm
          user={user}
          onSave={async (changes) => {
            await updateUser({ variables: { id: props.id, input: changes } });
            props.onSaved();
          }}
        />
      )}
    </StyledPanel>
  );
}
