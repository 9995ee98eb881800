import { FormattedMessage } from 'react-intl';
import { errorCodeOf } from '@congress/graphql';
import { useUpdateUserMutation } from '../../generated/graphql';
import { useDialogs } from '@congress/ui';
import { StyledSmallButton } from '../../components/AdminTable';

/** Block/unblock and delete/restore buttons of a member row; refreshes the list after a change. */
export function MemberActions(props: {
  user: { id: string; blocked: boolean; delete: boolean };
  onChanged: () => unknown;
}) {
  const [updateUser] = useUpdateUserMutation();
  const { showError } = useDialogs();
  const change = async (input: { blocked?: boolean; delete?: boolean }) => {
    try {
      await updateUser({ variables: { id: props.user.id, input } });
      await props.onChanged();
    } catch (error) {
      showError(`error.${errorCodeOf(error)}`);
    }
  };
  return (
    <>
      <StyledSmallButton
        $variant="secondary"
        type="button"
        onClick={() => change({ blocked: !props.user.blocked })}
      >
        <FormattedMessage id={props.user.blocked ? 'admin.unblock' : 'admin.block'} />
      </StyledSmallButton>
      <StyledSmallButton
        $variant="secondary"
        type="button"
        onClick={() => change({ delete: !props.user.delete })}
      >
        <FormattedMessage id={props.user.delete ? 'admin.restore' : 'admin.delete'} />
      </StyledSmallButton>
    </>
  );
}
