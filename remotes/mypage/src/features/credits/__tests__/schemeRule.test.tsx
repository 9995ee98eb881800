import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl, IntlProvider } from 'react-intl';
import { KMA_BANDS } from '@congress/domain';
import { messages } from '../messages';
import { SchemeRule } from '../SchemeRule';

const KMA = {
  kind: 'BANDS' as const,
  bands: KMA_BANDS.map((band) => ({ ...band })),
  pointsPerHour: null,
  minimumMinutes: null,
  boundByLectureWindow: true,
};

const text = (locale: 'en' | 'ko', element: React.ReactElement) =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={messages[locale]}>
      {element}
    </IntlProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe("the member's credit page states how minutes and points count", () => {
  it('says the minutes run between the times as shown and where points start (more than 2 h)', () => {
    const en = text('en', <SchemeRule scheme={KMA} />);
    expect(en).toContain('as the times are shown here (hours and minutes, seconds left out)');
    expect(en).toContain("within the day's lecture time");
    expect(en).toContain('10:00 to 12:00 is 120 minutes, 10:00 to 12:01 is 121.');
    expect(en).toContain('Points a day: more than 120 minutes up to 180: 3 points;');
    expect(en).toContain('more than 300 minutes: 6 points.');
    const ko = text('ko', <SchemeRule scheme={KMA} />);
    expect(ko).toContain('10:00–12:01은 121분');
    expect(ko).toContain('120분 초과 180분 이하 3평점');
  });

  it('says "1 point" and "1 minute" in English', () => {
    const perHour = { ...KMA, kind: 'PER_HOUR' as const, pointsPerHour: 1, minimumMinutes: 60 };
    expect(text('en', <SchemeRule scheme={perHour} />)).toContain(
      'Points a day: 1 point for each full hour, from 60 minutes on.',
    );
    const intl = createIntl({ locale: 'en', messages: messages.en });
    expect(intl.formatMessage({ id: 'mypage.credits.total' }, { minutes: 1, points: 1 })).toBe(
      'Total: 1 minute, 1 point',
    );
    expect(intl.formatMessage({ id: 'mypage.credits.total' }, { minutes: 1035, points: 15 })).toBe(
      'Total: 1,035 minutes, 15 points',
    );
    const ko = createIntl({ locale: 'ko', messages: messages.ko });
    expect(ko.formatMessage({ id: 'mypage.credits.nowFigures' }, { minutes: 1035, points: 1 })).toBe(
      '현재: 1,035분, 1평점.',
    );
  });
});
