import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  useMyProfileQuery,
  useRenewSessionMutation,
  useUpdateMyProfileMutation,
} from '../../generated/graphql';
import { toSessionUser, userState, useSession } from '@congress/ui';
import { Page } from '@congress/components';
import { PasswordChangeForm, ProfileForm } from '@congress/components/forms';

const StyledSection = styled.section`
  margin-top: 40px;
`;

/** My information (spec §2): profile edit (the e-mail id stays) and password change. */
export default function MyInformationPage() {
  const intl = useIntl();
  const { data } = useMyProfileQuery();
  const [updateUser] = useUpdateMyProfileMutation();
  const setUser = useSetAtom(userState);
  const [renewSession] = useRenewSessionMutation();
  const session = useSession();
  const me = data?.me;
  if (!me) return null;
  const name = [me.givenName, me.familyName].filter(Boolean).join(' ') || me.email;

  const save = async (input: Record<string, unknown>) => {
    const result = await updateUser({ variables: { id: me.id, input, locale: intl.locale } });
    if (result.data) setUser(toSessionUser(result.data.updateUser));
  };

  return (
    <Page titleId="nav.mypage.myInformation">
      <h2>
        <FormattedMessage id="mypage.welcome" values={{ name }} />
      </h2>
      <ProfileForm user={me} onSave={save} />
      <StyledSection>
        <h2>
          <FormattedMessage id="profile.passwordSection" />
        </h2>
        <PasswordChangeForm
          onSave={async (currentPassword, password) => {
            await save({ currentPassword, password });
            // A password change ends every session, this one too: log in again with the new one.
            const { data: fresh } = await renewSession({ variables: { identifier: me.email, password } });
            if (fresh) session.login(fresh.login.jwt, toSessionUser(fresh.login.user));
          }}
        />
      </StyledSection>
    </Page>
  );
}
