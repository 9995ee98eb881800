// The desk names why the API refused a scan of a batch, in both languages, and tells a recorded
// "already inside" as recorded (every scan a desk makes is stored; the warning is only a warning).
import { CHECK_IN_MESSAGES } from '@congress/domain';
import { messages } from '../messages';

describe('check-in desk messages', () => {
  it.each(['en', 'ko'] as const)('has a text for each refusal code of the API (%s)', (locale) => {
    for (const code of Object.keys(CHECK_IN_MESSAGES.en))
      expect([code, messages[locale]?.[code]]).toEqual([code, expect.stringMatching(/\S/)]);
  });

  it('says an entry of someone already inside was recorded', () => {
    expect(messages.en?.['checkIn.outcome.ALREADY_INSIDE']).toMatch(/^Entry recorded/);
    expect(messages.ko?.['checkIn.outcome.ALREADY_INSIDE']).toMatch(/^입장 기록됨/);
  });
});
