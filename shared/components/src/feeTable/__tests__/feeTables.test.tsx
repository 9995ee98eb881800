import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { FEE_TABLES } from '@congress/domain';
import { theme } from '@congress/ui';
import { FeeTables } from '../FeeTables';
import { feeTableEn } from '../messages.en';
import { feeTableKo } from '../messages.ko';

// @congress/ui's entry also loads the page's webfonts, which jest cannot read: its theme module alone.
jest.mock('@congress/ui', () => jest.requireActual('../../../../ui/src/theme/theme'));

const MESSAGES = { en: feeTableEn, ko: feeTableKo };

const html = (locale: 'en' | 'ko', tableIds: (typeof FEE_TABLES)[number]['id'][]) =>
  renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <IntlProvider locale={locale} messages={MESSAGES[locale]}>
        <FeeTables tableIds={tableIds} />
      </IntlProvider>
    </ThemeProvider>,
  );

describe('the fee tables (public fee pages, registration tabs)', () => {
  it('draw the tables asked for, in FEE_TABLES order, each named with its currency', () => {
    const out = html('en', ['KOREA_NON_MEMBER', 'KOREA_MEMBER']);
    expect([...out.matchAll(/<caption>(.*?)<\/caption>/g)].map((m) => m[1])).toEqual([
      'Members (Korea) (amounts in KRW)',
      'Non-members (Korea) (amounts in KRW)',
    ]);
    const overseas = FEE_TABLES.find((table) => table.id === 'OVERSEAS_NON_MEMBER')!;
    expect(html('ko', ['OVERSEAS_NON_MEMBER'])).toContain(
      `<caption>${overseas.name.ko} (단위: USD)</caption>`,
    );
  });

  it('name each tier in a row header, never by its code, and say "Free" for nothing to pay', () => {
    const out = html('en', ['KOREA_MEMBER']);
    expect(out).toContain('<th scope="row">Specialist</th>');
    expect(out).toContain('180,000');
    expect(out).toContain('Free');
    expect(out).not.toMatch(/KM_TIER\d/);
    expect(html('ko', ['KOREA_MEMBER'])).toContain('<th scope="row">전문의</th>');
  });
});
