import { SiteMap } from '@congress/ui';

export default function SitemapPage() {
  return <SiteMap titleId="nav.auth.sitemap" />;
}
