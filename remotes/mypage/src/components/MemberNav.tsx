import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from '@congress/router';
import styled from 'styled-components';
import type { RouteEntry } from '@congress/domain';
import { media } from '@congress/ui';
import { useMyReviewsQuery } from '../generated/graphql';

/** My reviews: in no menu of its own (routes.json), listed here for reviewers only. */
const MY_REVIEWS = '/mypage/my_reviews';

const StyledNav = styled.nav`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 24px 24px 0;
  ${media.mobile} {
    padding: 16px 16px 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 16px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
    color: ${({ theme }) => theme.colors.navy};
    text-decoration: none;
  }
  a.active {
    border-color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.navy};
    color: #fff;
  }
`;

/**
 * The member area's own links (My information, My abstracts, My registration): the member pages of
 * this remote's route tables in the "certificated" menu, above each /mypage page; and My reviews
 * for a member who is a reviewer (docs/decisions.md "Reviewer set-up and draft reviews").
 */
export function MemberNav({ routes }: { routes: readonly RouteEntry[] }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const inMypage = pathname.startsWith('/mypage');
  const reviewer = useMyReviewsQuery({ skip: !inMypage }).data?.myReviewer;
  if (!inMypage) return null;
  const myReviews = reviewer ? routes.find((route) => route.path === MY_REVIEWS) : undefined;
  const items = [
    ...routes.filter((route) => route.menu === 'certificated'),
    ...(myReviews ? [myReviews] : []),
  ];
  return (
    <StyledNav aria-label={intl.formatMessage({ id: 'mypage.nav' })}>
      <ul>
        {items.map((route) => (
          <li key={route.path}>
            <NavLink to={route.path}>
              <FormattedMessage id={route.labelId} />
            </NavLink>
          </li>
        ))}
      </ul>
    </StyledNav>
  );
}
