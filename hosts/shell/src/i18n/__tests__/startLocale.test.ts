import { startLocale } from '../startLocale';

describe('the language the app starts in', () => {
  it('hydrates a page rendered in the language of the cookie', () => {
    expect(startLocale('ko', 'ko', 'ko')).toEqual({ locale: 'ko', hydrate: true });
    expect(startLocale('en', 'en', null)).toEqual({ locale: 'en', hydrate: true });
  });

  it('hydrates a first visit rendered in English (no cookie, no choice)', () => {
    expect(startLocale('en', null, null)).toEqual({ locale: 'en', hydrate: true });
  });

  // The switch's form sent before the app arrived: its answer set the cookie to Korean while the
  // English page's app was starting. The page's language must not be written back over it.
  it('keeps a cookie written after the page was rendered, and draws the page anew in it', () => {
    expect(startLocale('en', 'ko', null)).toEqual({ locale: 'ko', hydrate: false });
    expect(startLocale('ko', 'en', 'ko')).toEqual({ locale: 'en', hydrate: false });
  });

  it('takes a choice stored before the cookie existed', () => {
    expect(startLocale('en', null, 'ko')).toEqual({ locale: 'ko', hydrate: false });
  });

  it("on a page the browser draws alone, starts in the cookie's language, if any", () => {
    expect(startLocale(null, 'ko', 'en')).toEqual({ locale: 'ko', hydrate: false });
    expect(startLocale(null, null, 'ko')).toEqual({ locale: null, hydrate: false });
  });
});
