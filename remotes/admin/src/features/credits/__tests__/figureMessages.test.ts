import { createIntl } from 'react-intl';
import { messages } from '../messages';

// Issue 36: "1 points" in English. The figures take numbers and say the singular.
describe("the back office's credit figures", () => {
  const en = createIntl({ locale: 'en', messages: messages.en });
  const ko = createIntl({ locale: 'ko', messages: messages.ko });

  it('say 1 pt and 1 point in English, the plural otherwise, with grouped numbers', () => {
    expect(en.formatMessage({ id: 'admin.credits.preview.figures' }, { minutes: 121, points: 1 })).toBe(
      '121 min · 1 pt',
    );
    expect(en.formatMessage({ id: 'admin.credits.preview.figures' }, { minutes: 1035, points: 15 })).toBe(
      '1,035 min · 15 pts',
    );
    expect(
      en.formatMessage(
        { id: 'admin.credits.objections.about' },
        { scheme: 'KMA', day: '2024-03-22', minutes: 121, points: 1 },
      ),
    ).toBe('KMA, 2024-03-22: now 121 min, 1 point.');
    expect(ko.formatMessage({ id: 'admin.credits.preview.figures' }, { minutes: 1035, points: 1 })).toBe(
      '1,035분 · 1점',
    );
  });
});
