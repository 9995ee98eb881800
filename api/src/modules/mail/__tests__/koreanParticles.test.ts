import { finalConsonant, particleAfter, resolveKoreanParticles } from '../koreanParticles';

describe('Korean particles after a value', () => {
  it.each([
    ['포스터 발표', '(으)로', '로'],
    ['구연 발표', '(으)로', '로'],
    ['온라인', '(으)로', '으로'],
    ['서울', '(으)로', '로'],
    ['초록', '이(가)', '이'],
    ['포스터', '이(가)', '가'],
    ['등록비', '을(를)', '를'],
    ['결제 금액', '을(를)', '을'],
    ['발표', '은(는)', '는'],
    ['영수증', '과(와)', '과'],
    ['250,000원', '을(를)', '을'],
    ['2024', '(으)로', '로'],
    ['3', '(으)로', '으로'],
    ['7', '(으)로', '로'],
  ])('%s + %s → %s', (word, particle, expected) => {
    expect(particleAfter(word, particle)).toBe(expected);
  });

  it('keeps both forms after a word it cannot read (Latin letters, quotes)', () => {
    expect(particleAfter('Gut microbiome', '이(가)')).toBe('이(가)');
    expect(particleAfter('“장내 세균”', '이(가)')).toBe('이(가)');
    expect(finalConsonant('a')).toBeNull();
  });

  it('resolves the particles of a rendered mail, across closing tags, and leaves the rest', () => {
    expect(resolveKoreanParticles('<b>포스터 발표</b>(으)로 채택되었습니다')).toBe(
      '<b>포스터 발표</b>로 채택되었습니다',
    );
    expect(resolveKoreanParticles('초록 Fibre and polyps이(가) 접수되었습니다. 구연 발표(으)로')).toBe(
      '초록 Fibre and polyps이(가) 접수되었습니다. 구연 발표로',
    );
    expect(resolveKoreanParticles('as a poster (으)로')).toBe('as a poster (으)로');
    expect(resolveKoreanParticles('no particles here.')).toBe('no particles here.');
  });
});
