import { COUNTRIES, DIAL_CODE_SET, countryName, countryOptions, dialCodeOptions } from '../countries';

describe('country names', () => {
  it('names a country in the page language, from one source', () => {
    expect(countryName('KR', 'ko')).toBe('대한민국');
    expect(countryName('KR', 'en')).toBe('South Korea');
    expect(countryName('nl', 'ko')).toBe('네덜란드');
    expect(countryName('XX', 'ko')).toBe('XX');
  });

  it('lists every country with Korea first, then in the language’s own order', () => {
    for (const locale of ['en', 'ko']) {
      const options = countryOptions(locale);
      expect(options).toHaveLength(COUNTRIES.length);
      expect(options[0]?.value).toBe('KR');
      const rest = options.slice(1).map((o) => o.label);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(locale).compare));
    }
    const korean = countryOptions('ko', { dialCode: true });
    expect(korean[0]).toEqual({ value: 'KR', label: '대한민국 (+82)' });
    // No English names left in the Korean list (a name the browser lacks would fall back to English).
    expect(korean.filter((o) => /[A-Za-z]{3}/.test(o.label))).toEqual([]);
  });

  it('offers each dial code once, Korea first, naming the countries that share it', () => {
    const options = dialCodeOptions('en');
    expect(options.map((o) => o.value)).toEqual([...new Set(options.map((o) => o.value))]);
    expect(options).toHaveLength(DIAL_CODE_SET.size);
    expect(options[0]).toEqual({ value: '+82', label: '+82 South Korea' });
    expect(options.find((o) => o.value === '+31')?.label).toBe('+31 Netherlands');
    expect(options.find((o) => o.value === '+44')?.label).toMatch(/^\+44 \S.*, …$/);
    expect(dialCodeOptions('ko')[0]?.label).toBe('+82 대한민국');
  });

  it('names and orders the site languages from the generated table, whatever CLDR the runtime has', () => {
    // A browser's CLDR names Hong Kong "Hong Kong"; the server's "Hong Kong SAR China": a page
    // rendered on one and hydrated on the other must read the same.
    const RealDisplayNames = Intl.DisplayNames;
    const spy = jest.spyOn(Intl, 'DisplayNames').mockImplementation(
      (locales, options) =>
        Object.assign(new RealDisplayNames(locales, options), {
          of: () => 'Elsewhere',
        }) as Intl.DisplayNames,
    );
    try {
      expect(countryName('HK', 'en')).toBe('Hong Kong SAR China');
      expect(countryName('hk', 'ko')).toBe('홍콩(중국 특별행정구)');
      expect(countryOptions('en').map((o) => o.label)).not.toContain('Elsewhere');
    } finally {
      spy.mockRestore();
    }
    for (const locale of ['en', 'ko'])
      expect(new Set(countryOptions(locale).map((o) => o.value))).toEqual(
        new Set(COUNTRIES.map(([code]) => code)),
      );
  });
});
