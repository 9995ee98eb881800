// Country names in the page's language, the same on every screen (sign-up, My information, the
// back office's filters and cells) and on the server and in the browser: the site's languages
// from a table generated from CLDR (countryNames.data.ts; the browser's own CLDR names some
// countries differently, and a server-rendered page must hydrate with the server's text), other
// languages from the browser's CLDR (Intl.DisplayNames), the stored English name as the last resort.
import { COUNTRIES } from './countries.data';
import { COUNTRY_NAMES } from './countryNames.data';
import { KOREA_CODE } from './constants';

export { COUNTRIES };

const ENGLISH = new Map(COUNTRIES.map(([code, name]) => [code, name]));
const DIAL_CODES = new Map(COUNTRIES.map(([code, , dialCode]) => [code, dialCode]));
const displayNames = new Map<string, Intl.DisplayNames | null>();
const TABLES: Record<string, readonly (readonly [string, string])[] | undefined> = COUNTRY_NAMES;
const tableNames = new Map<string, Map<string, string>>();

/** The generated names of a site language (code → name), or undefined for another language. */
function tableIn(locale: string): Map<string, string> | undefined {
  const table = TABLES[locale];
  if (!table) return undefined;
  let names = tableNames.get(locale);
  if (!names) tableNames.set(locale, (names = new Map(table)));
  return names;
}

function namesIn(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
    } catch {
      displayNames.set(locale, null);
    }
  }
  return displayNames.get(locale) ?? null;
}

/** The country's name in `locale` ("대한민국", "South Korea"); the code when it is unknown. */
export function countryName(code: string, locale: string): string {
  const upper = code.trim().toUpperCase();
  const listed = tableIn(locale)?.get(upper);
  if (listed) return listed;
  try {
    const name = namesIn(locale)?.of(upper);
    if (name) return name;
  } catch {
    // not a region code the browser accepts: fall through to the stored name
  }
  return ENGLISH.get(upper) ?? code;
}

export const dialCodeOf = (code: string) => DIAL_CODES.get(code.trim().toUpperCase());

export interface CountryOption {
  value: string;
  label: string;
}

/**
 * Every country for a select, in `locale`: Korea first (spec §3), then by name as that language
 * sorts. With `dialCode`, the label ends with it: "South Korea (+82)".
 */
export function countryOptions(locale: string, options: { dialCode?: boolean } = {}): CountryOption[] {
  const table = TABLES[locale];
  if (table)
    return table.map(([code, name]) => ({
      value: code,
      label: options.dialCode ? `${name} (${DIAL_CODES.get(code)})` : name,
    }));
  const collator = new Intl.Collator(locale);
  return COUNTRIES.map(([code, , dialCode]) => ({
    code,
    name: countryName(code, locale),
    dialCode,
  }))
    .sort((a, b) =>
      a.code === KOREA_CODE ? -1 : b.code === KOREA_CODE ? 1 : collator.compare(a.name, b.name),
    )
    .map(({ code, name, dialCode }) => ({
      value: code,
      label: options.dialCode ? `${name} (${dialCode})` : name,
    }));
}

/** Every dial code the country list knows ("+82"), for validating a member's choice. */
export const DIAL_CODE_SET: ReadonlySet<string> = new Set(COUNTRIES.map(([, , dialCode]) => dialCode));

/**
 * The dial codes for the select beside a phone number, one option per code: "+82 South Korea",
 * "+44 United Kingdom, Guernsey, …" (codes shared by several countries name the first two).
 * Ordered by the first country's name in `locale`, Korea first, as the country select is.
 */
export function dialCodeOptions(locale: string): CountryOption[] {
  const byCode = new Map<string, string[]>();
  for (const { value, label } of countryOptions(locale)) {
    const dialCode = DIAL_CODES.get(value) as string;
    byCode.set(dialCode, [...(byCode.get(dialCode) ?? []), label]);
  }
  return [...byCode].map(([dialCode, names]) => ({
    value: dialCode,
    label: `${dialCode} ${names.slice(0, 2).join(', ')}${names.length > 2 ? ', …' : ''}`,
  }));
}
