import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Page, StyledNotice, userState } from '@congress/ui';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 24px;
  padding: 20px;
  background: #fff;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

/** The member's account at a glance; profile editing arrives with the accounts release. */
export default function MyInformationPage() {
  const user = useAtomValue(userState);
  if (!user) return null;
  const name = [user.givenName, user.familyName].filter(Boolean).join(' ') || user.email;
  return (
    <Page titleId="nav.mypage.myInformation">
      <h2>
        <FormattedMessage id="mypage.welcome" values={{ name }} />
      </h2>
      <StyledFacts>
        <dt>
          <FormattedMessage id="mypage.email" />
        </dt>
        <dd>{user.email}</dd>
        <dt>
          <FormattedMessage id="mypage.name" />
        </dt>
        <dd>
          {name}
          {user.name_kr ? ` (${user.name_kr})` : ''}
        </dd>
        <dt>
          <FormattedMessage id="mypage.role" />
        </dt>
        <dd>
          <FormattedMessage id={`mypage.role.${user.roleName}`} defaultMessage={user.roleName} />
          {user.invited && (
            <>
              {' · '}
              <FormattedMessage id="mypage.invited" />
            </>
          )}
        </dd>
      </StyledFacts>
      <StyledNotice>
        <FormattedMessage id="page.comingSoon" />
      </StyledNotice>
    </Page>
  );
}
