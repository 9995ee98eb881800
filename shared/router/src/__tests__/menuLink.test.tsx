import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NavLink, StaticRouter } from 'react-router-dom';
import { MenuLink } from '../links';

/** The marks of the current page a link gets: its class and aria-current. */
const marks = (html: string) => ({
  active: /class="active"/.test(html),
  current: /aria-current="page"/.test(html),
  href: /href="([^"]*)"/.exec(html)?.[1],
});

const drawn = (location: string, link: ReactElement) =>
  marks(renderToStaticMarkup(<StaticRouter location={location}>{link}</StaticRouter>));

describe("a menu's link", () => {
  // MenuLink stands in for NavLink in the menus: the same marks wherever the reader is.
  const cases: [location: string, to: string][] = [
    ['/home', '/home'],
    ['/home', '/homepage'],
    ['/homepage', '/home'],
    ['/informations/news_notices/12', '/informations/news_notices'],
    ['/informations/news_notices', '/informations/news_notices/12'],
    ['/Informations/Venue', '/informations/venue'],
    ['/informations/venue?lang=ko', '/informations/venue'],
    ['/programs/program_glance', '/programs/program_glance/'],
    ['/mypage', '/mypage/my_information'],
  ];
  it.each(cases)('at %s, to %s: marked as NavLink marks it', (location, to) => {
    expect(drawn(location, <MenuLink to={to}>x</MenuLink>)).toEqual(
      drawn(location, <NavLink to={to}>x</NavLink>),
    );
  });
});
