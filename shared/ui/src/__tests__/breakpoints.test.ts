// Every declared breakpoint is used by a media query (issue 27 §4: sm 340 and xl 1920 were
// declared and never used; docs/decisions.md says why they are not declared).
import { BREAKPOINTS } from '@congress/domain';
import { media, theme } from '../theme/theme';

describe('breakpoints', () => {
  it('each declared breakpoint has a media query', () => {
    const queries = Object.values(media).join(' ');
    const unused = Object.entries(BREAKPOINTS)
      .filter(([, px]) => !queries.includes(`${px}px`) && !queries.includes(`${px - 1}px`))
      .map(([name]) => name);
    expect(unused).toEqual([]);
    expect(theme.breakpoints).toBe(BREAKPOINTS);
  });
});
