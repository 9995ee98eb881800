import type { LocaleMessages } from '@congress/i18n';

const en = {
  'mypage.programme.intro':
    'The sessions and talks you starred on the programme pages, day by day in Korea time.',
  'mypage.programme.none': 'You have not starred anything yet.',
  'mypage.programme.browse': 'Browse the scientific programme',
  'mypage.programme.ics': 'My programme in your calendar (.ics)',
  'mypage.programme.icsHint':
    'A private link: anyone who has it sees your starred items. Changing your password revokes it.',
  'mypage.programme.clash': 'Clash: overlaps another starred item',
  'mypage.programme.unstar': 'Remove the star',
  'mypage.programme.unstarFailed': 'The star could not be removed. Please try again.',
  'mypage.programme.inSession': 'in {session}',
  'mypage.programme.loadFailed': 'Your programme could not be loaded. Please reload the page.',
  'mypage.programme.notices': 'Changes to your starred items',
  'mypage.programme.notice.moved': '“{title}” moved: was {before}, now {after}.',
  'mypage.programme.notice.removed': '“{title}” is no longer in the programme (was {before}).',
  'mypage.programme.notice.dismiss': 'Dismiss',
  'mypage.programme.notice.dismissFailed': 'The notice could not be dismissed. Please try again.',
  'mypage.programme.kind.KEYNOTE': 'Keynote',
  'mypage.programme.kind.SYMPOSIUM': 'Symposium',
  'mypage.programme.kind.ORAL': 'Oral session',
  'mypage.programme.kind.POSTER': 'Poster session',
  'mypage.programme.kind.PIC_FORUM': 'PIC forum',
  'mypage.programme.kind.SEMINAR': 'Seminar',
  'mypage.programme.kind.SOCIAL': 'Social event',
  'mypage.programme.kind.BREAK': 'Break',
};

const ko: Record<keyof typeof en, string> = {
  'mypage.programme.intro':
    '프로그램 페이지에서 관심 표시한 세션과 발표를 날짜별, 한국 시간 순으로 보여 드립니다.',
  'mypage.programme.none': '아직 관심 표시한 항목이 없습니다.',
  'mypage.programme.browse': '학술 프로그램 보기',
  'mypage.programme.ics': '내 프로그램을 캘린더에 추가 (.ics)',
  'mypage.programme.icsHint':
    '개인 링크입니다. 링크를 가진 사람은 관심 항목을 볼 수 있습니다. 비밀번호를 바꾸면 링크가 무효가 됩니다.',
  'mypage.programme.clash': '시간 겹침: 다른 관심 항목과 시간이 겹칩니다',
  'mypage.programme.unstar': '관심 표시 해제',
  'mypage.programme.unstarFailed': '관심 표시를 해제하지 못했습니다. 다시 시도해 주세요.',
  'mypage.programme.inSession': '{session}',
  'mypage.programme.loadFailed': '내 프로그램을 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.',
  'mypage.programme.notices': '관심 항목의 변경 사항',
  'mypage.programme.notice.moved': '“{title}” 일정이 바뀌었습니다: 이전 {before}, 변경 {after}.',
  'mypage.programme.notice.removed': '“{title}”은(는) 프로그램에서 빠졌습니다 (이전 {before}).',
  'mypage.programme.notice.dismiss': '확인',
  'mypage.programme.notice.dismissFailed': '알림을 닫지 못했습니다. 다시 시도해 주세요.',
  'mypage.programme.kind.KEYNOTE': '기조강연',
  'mypage.programme.kind.SYMPOSIUM': '심포지엄',
  'mypage.programme.kind.ORAL': '구연 세션',
  'mypage.programme.kind.POSTER': '포스터 세션',
  'mypage.programme.kind.PIC_FORUM': 'PIC 포럼',
  'mypage.programme.kind.SEMINAR': '세미나',
  'mypage.programme.kind.SOCIAL': '행사',
  'mypage.programme.kind.BREAK': '휴식',
};

export const messages: LocaleMessages = { en, ko };
