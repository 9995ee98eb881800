import { useIntl } from 'react-intl';
import { MenuLink, useMenuClicks } from '@congress/router';

export interface LinkItem {
  path: string;
  labelId: string;
}

/** A titled list of page links (menus, sitemap); the current page's link gets the `active` class. */
export function LinkGroup({ labelId, items }: { labelId: string; items: readonly LinkItem[] }) {
  const intl = useIntl();
  return (
    <section onClick={useMenuClicks()}>
      <h2>{intl.formatMessage({ id: labelId })}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <MenuLink to={item.path}>{intl.formatMessage({ id: item.labelId })}</MenuLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
