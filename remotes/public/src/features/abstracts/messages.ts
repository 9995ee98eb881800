import type { LocaleMessages } from '@congress/i18n';

const en = {
  'guideline.intro':
    'Abstracts are submitted online after login. Choose a presentation preference (oral or poster), a category (original article or case report) and one of the topics below.',
  'guideline.structure': 'Structure: objectives, methods, results and conclusions; up to five keywords.',
  'guideline.topics': 'Topics',
  'guideline.preference': 'Preference',
  'guideline.oral': 'Oral',
  'guideline.poster': 'Poster',
  'presentation.p1':
    'Oral presenters receive their time slot by e-mail. Poster presenters mount their posters in the exhibition hall before the first session.',
};

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'guideline.intro':
    '초록은 로그인 후 온라인으로 제출합니다. 발표 형식(구연 또는 포스터), 분류(원저 또는 증례 보고), 아래 주제 중 하나를 선택해 주세요.',
  'guideline.structure': '구성: 목적, 방법, 결과, 결론; 키워드 최대 5개.',
  'guideline.topics': '주제',
  'guideline.preference': '발표 형식',
  'guideline.oral': '구연',
  'guideline.poster': '포스터',
  'presentation.p1':
    '구연 발표자에게는 발표 시간이 이메일로 안내됩니다. 포스터 발표자는 첫 세션 전까지 전시장에 포스터를 부착해 주세요.',
};

export const messages: LocaleMessages = { en, ko };
