import { registrationTabs, tabAfterKey } from '../tabs';

describe('registration tabs (spec §2)', () => {
  it('shows the Korean fees and the information to a member from Korea', () => {
    expect(registrationTabs('KR').map((t) => t.index)).toEqual([0, 2]);
    expect(registrationTabs('KR')[0]?.tableIds).toEqual(['KOREA_MEMBER', 'KOREA_NON_MEMBER']);
  });

  it('shows the overseas fees and the information to a member from elsewhere', () => {
    expect(registrationTabs('US').map((t) => t.index)).toEqual([1, 2]);
    expect(registrationTabs('JP')[0]?.tableIds).toEqual(['OVERSEAS_NON_MEMBER']);
  });

  it('shows all three tabs when the country is not known', () => {
    expect(registrationTabs(null).map((t) => t.key)).toEqual(['korea', 'overseas', 'information']);
    expect(registrationTabs(undefined)[2]?.tableIds).toEqual([]);
  });
});

describe('tab keyboard moves', () => {
  it('moves right and left, wrapping at both ends', () => {
    expect(tabAfterKey(0, 'ArrowRight', 3)).toBe(1);
    expect(tabAfterKey(2, 'ArrowRight', 3)).toBe(0);
    expect(tabAfterKey(0, 'ArrowLeft', 2)).toBe(1);
    expect(tabAfterKey(1, 'ArrowLeft', 2)).toBe(0);
  });

  it('goes to the first and last tab with Home and End', () => {
    expect(tabAfterKey(1, 'Home', 3)).toBe(0);
    expect(tabAfterKey(0, 'End', 3)).toBe(2);
  });

  it('leaves other keys (and up and down, which scroll the page) alone', () => {
    expect(tabAfterKey(0, 'ArrowDown', 3)).toBeNull();
    expect(tabAfterKey(0, 'Enter', 3)).toBeNull();
    expect(tabAfterKey(0, 'ArrowRight', 0)).toBeNull();
  });
});
