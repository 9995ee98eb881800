import { SiteMap } from '@congress/components';

/** The member area's sitemap (spec §2 /mypage/sitemap): every page, the member's own first-class. */
export default function SitemapPage() {
  return <SiteMap titleId="nav.mypage.sitemap" />;
}
