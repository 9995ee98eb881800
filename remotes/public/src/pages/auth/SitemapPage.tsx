import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { MYPAGE_ROUTES, PUBLIC_ROUTES, type RouteEntry } from '@congress/domain';
import { LinkGroup, Page } from '@congress/ui';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: 24px;
  ul {
    padding-left: 18px;
  }
`;

const SECTIONS = ['introductions', 'programs', 'abstracts', 'registrations', 'sponsorships', 'informations'];
const linkable = (r: RouteEntry) => !r.path.includes(':');

/** Every page of the site, from the route manifest. */
export default function SitemapPage() {
  const groups = [
    ...SECTIONS.map((s) => ({
      labelId: `nav.section.${s}`,
      items: PUBLIC_ROUTES.filter((r) => r.section === s && linkable(r)),
    })),
    { labelId: 'sitemap.account', items: PUBLIC_ROUTES.filter((r) => r.path.startsWith('/auth/')) },
    { labelId: 'sitemap.member', items: MYPAGE_ROUTES.filter((r) => r.menu === 'certificated') },
  ];
  return (
    <Page titleId="nav.auth.sitemap">
      <p>
        <FormattedMessage id="sitemap.intro" />
      </p>
      <StyledGrid>
        {groups.map((group) => (
          <LinkGroup key={group.labelId} labelId={group.labelId} items={group.items} />
        ))}
      </StyledGrid>
    </Page>
  );
}
