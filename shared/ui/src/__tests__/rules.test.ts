import { decideAccess } from '../session/accessDecision';
import { measureWindow } from '../state/windowSizeState';
import type { SessionUser } from '../state/userState';

const member: SessionUser = {
  id: '1',
  email: 'm@example.org',
  givenName: 'M',
  familyName: 'K',
  name_kr: null,
  invited: false,
  roleName: 'Member',
  organiser: false,
  frontDesk: false,
};
const organiser: SessionUser = { ...member, roleName: 'Authenticated', organiser: true };

describe('route guard decisions (spec §6)', () => {
  it('lets anyone see public pages', () => {
    expect(decideAccess('public', null, null)).toBe('allow');
  });
  it('sends visitors without a token to log in', () => {
    expect(decideAccess('member', null, null)).toBe('login');
    expect(decideAccess('admin', null, null)).toBe('login');
  });
  it('waits while a stored token is being checked', () => {
    expect(decideAccess('member', 'token', null)).toBe('pending');
  });
  it('admits members to member pages and only organisers to the back office', () => {
    expect(decideAccess('member', 'token', member)).toBe('allow');
    expect(decideAccess('admin', 'token', member)).toBe('notPermitted');
    expect(decideAccess('admin', 'token', { ...member, roleName: 'Authenticated' })).toBe('notPermitted');
    expect(decideAccess('admin', 'token', organiser)).toBe('allow');
  });
  it('admits the front desk and organisers to the check-in page, and the front desk nowhere else in the back office', () => {
    const desk: SessionUser = { ...member, roleName: 'FrontDesk', frontDesk: true };
    expect(decideAccess('desk', 'token', desk)).toBe('allow');
    expect(decideAccess('desk', 'token', organiser)).toBe('allow');
    expect(decideAccess('desk', 'token', member)).toBe('notPermitted');
    expect(decideAccess('admin', 'token', desk)).toBe('notPermitted');
    expect(decideAccess('desk', null, null)).toBe('login');
  });
});

describe('window size (spec §1, §2)', () => {
  it('is mobile below the md breakpoint of 749px', () => {
    expect(measureWindow(748, 900)).toEqual({ x: 748, y: 900, isMobile: true });
    expect(measureWindow(749, 900).isMobile).toBe(false);
    expect(measureWindow(340, 600).isMobile).toBe(true);
  });
});
