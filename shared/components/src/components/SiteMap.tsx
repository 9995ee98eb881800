import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { menuItems, menuSections, type RouteEntry, type RouteTable } from '@congress/domain';
import { media, siteRoutesState } from '@congress/ui';
import { LinkGroup } from './LinkGroup';
import { Page } from './Page';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: 24px;
  ul {
    padding-left: 18px;
  }
  /* Each link a target of at least 24 px, 44 on a phone (a line of text was 19 px). */
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
  }
  ${media.mobile} {
    li a {
      min-height: 44px;
    }
  }
`;

const linkable = (r: RouteEntry) => !r.path.includes(':');

/**
 * Every page of the site, from the route tables the host has read (the public site's and the
 * member area's), so a page another team deploys appears here without rebuilding this remote.
 * Shown at /auth/sitemap (public remote) and /mypage/sitemap (member area).
 */
export function SiteMap({ titleId }: { titleId: string }) {
  const tables = useAtomValue(siteRoutesState);
  const site = [tables.public, tables.mypage].filter((t): t is RouteTable => Boolean(t));
  const groups = [
    ...menuSections(site, 'main').map(({ section, items }) => ({
      labelId: section.labelId,
      items: items.filter(linkable),
    })),
    {
      labelId: 'sitemap.account',
      items: site.flatMap((t) => t.routes).filter((r) => r.path.startsWith('/auth/') && linkable(r)),
    },
    { labelId: 'sitemap.member', items: menuItems(site, 'certificated') },
  ].filter((group) => group.items.length > 0);
  return (
    <Page titleId={titleId}>
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
