import { SiteMap } from '@congress/components';

export default function SitemapPage() {
  return <SiteMap titleId="nav.auth.sitemap" />;
}
