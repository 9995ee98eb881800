import { FormattedMessage } from 'react-intl';
import { NavLink } from '@congress/router';

export interface LinkItem {
  path: string;
  labelId: string;
}

/** A titled list of page links (menus, sitemap); the current page's link gets the `active` class. */
export function LinkGroup({ labelId, items }: { labelId: string; items: readonly LinkItem[] }) {
  return (
    <section>
      <h2>
        <FormattedMessage id={labelId} />
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path}>
              <FormattedMessage id={item.labelId} />
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
