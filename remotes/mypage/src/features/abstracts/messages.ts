import type { LocaleMessages } from '@congress/i18n';
import { abstractFormEn } from '@congress/components/abstract-form/messages.en';
import { abstractFormKo } from '@congress/components/abstract-form/messages.ko';

const en = {
  'mypage.abstracts.none': 'You have not submitted an abstract yet.',
  'mypage.abstracts.submit': 'Submit an abstract',
  'mypage.abstracts.count': '{count, plural, one {# abstract} other {# abstracts}}',
  'mypage.abstracts.number': 'No. {id}',
  'mypage.abstracts.submitted': 'Submitted {date}',
  'mypage.abstracts.updated': 'last changed {date}',
  'mypage.abstracts.status.SUBMITTED': 'Submitted',
  'mypage.abstracts.status.PENDING': 'Pending',
  'mypage.abstracts.status.WITHDRAWN': 'Withdrawn',
  'mypage.abstracts.status.ACCEPTED': 'Accepted',
  'mypage.abstracts.status.REJECTED': 'Rejected',
  'mypage.abstracts.preference.ORAL': 'Oral',
  'mypage.abstracts.preference.POSTER': 'Poster',
  'mypage.abstracts.acceptedAs.ORAL': 'Accepted as an oral presentation.',
  'mypage.abstracts.acceptedAs.POSTER': 'Accepted as a poster.',
  'mypage.abstracts.reviewComments': 'Comments of the reviewers',
  'mypage.abstracts.modify': 'Modify',
  'mypage.abstracts.withdraw': 'Withdraw',
  'mypage.abstracts.locked': 'It can no longer be changed.',
  'mypage.abstracts.presentation.uploaded': 'Presentation: {name}.',
  'mypage.abstracts.presentation.missing': 'Accepted: please upload its presentation.',
  'mypage.abstracts.presentation.upload': 'Upload the presentation',
  'mypage.abstracts.presentation.replace': 'Replace the presentation',
  'mypage.abstracts.withdraw.question':
    'Withdraw “{title}”? A withdrawn abstract is not reviewed, and you cannot undo this yourself.',
  'mypage.abstracts.withdraw.confirm': 'Yes, withdraw it',
  'mypage.abstracts.withdraw.cancel': 'Keep it',
  'mypage.abstracts.withdraw.done': '“{title}” is withdrawn.',
  'mypage.abstracts.withdraw.failed': 'The abstract could not be withdrawn. Please try again.',
  'mypage.abstracts.loadFailed': 'Your abstracts could not be loaded. Please reload the page.',
  'mypage.abstractModify.save': 'Save the changes',
  'mypage.abstractModify.done': 'Your changes are saved.',
  'mypage.abstractModify.back': 'Back to My abstracts',
  'mypage.abstractModify.loadFailed': 'The abstract could not be loaded. Please reload the page.',
  'mypage.abstractModify.notFound': 'This abstract was not found among yours.',
  'mypage.abstractModify.refused.PERIOD_CLOSED':
    'The submission period is closed: this abstract can no longer be modified.',
  'mypage.abstractModify.refused.STATUS':
    'This abstract can no longer be modified: it has been withdrawn or already reviewed.',
};

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'mypage.abstracts.none': '아직 제출한 초록이 없습니다.',
  'mypage.abstracts.submit': '초록 제출하기',
  'mypage.abstracts.count': '{count, plural, other {초록 #건}}',
  'mypage.abstracts.number': '번호 {id}',
  'mypage.abstracts.submitted': '제출일 {date}',
  'mypage.abstracts.updated': '최종 변경 {date}',
  'mypage.abstracts.status.SUBMITTED': '제출됨',
  'mypage.abstracts.status.PENDING': '심사 대기',
  'mypage.abstracts.status.WITHDRAWN': '철회됨',
  'mypage.abstracts.status.ACCEPTED': '채택',
  'mypage.abstracts.status.REJECTED': '불채택',
  'mypage.abstracts.preference.ORAL': '구연',
  'mypage.abstracts.preference.POSTER': '포스터',
  'mypage.abstracts.acceptedAs.ORAL': '구연 발표로 채택되었습니다.',
  'mypage.abstracts.acceptedAs.POSTER': '포스터 발표로 채택되었습니다.',
  'mypage.abstracts.reviewComments': '심사위원 의견',
  'mypage.abstracts.modify': '수정',
  'mypage.abstracts.withdraw': '철회',
  'mypage.abstracts.locked': '더 이상 변경할 수 없습니다.',
  'mypage.abstracts.presentation.uploaded': '발표 자료: {name}.',
  'mypage.abstracts.presentation.missing': '채택되었습니다: 발표 자료를 올려 주세요.',
  'mypage.abstracts.presentation.upload': '발표 자료 올리기',
  'mypage.abstracts.presentation.replace': '발표 자료 교체',
  'mypage.abstracts.withdraw.question':
    '“{title}” 초록을 철회할까요? 철회한 초록은 심사되지 않으며 직접 되돌릴 수 없습니다.',
  'mypage.abstracts.withdraw.confirm': '철회합니다',
  'mypage.abstracts.withdraw.cancel': '유지합니다',
  'mypage.abstracts.withdraw.done': '“{title}” 초록이 철회되었습니다.',
  'mypage.abstracts.withdraw.failed': '초록을 철회하지 못했습니다. 다시 시도해 주세요.',
  'mypage.abstracts.loadFailed': '초록 목록을 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.',
  'mypage.abstractModify.save': '변경 내용 저장',
  'mypage.abstractModify.done': '변경 내용이 저장되었습니다.',
  'mypage.abstractModify.back': '내 초록으로 돌아가기',
  'mypage.abstractModify.loadFailed': '초록을 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.',
  'mypage.abstractModify.notFound': '내 초록에서 이 초록을 찾을 수 없습니다.',
  'mypage.abstractModify.refused.PERIOD_CLOSED':
    '초록 제출 기간이 끝나 이 초록은 더 이상 수정할 수 없습니다.',
  'mypage.abstractModify.refused.STATUS': '철회되었거나 이미 심사된 초록이라 더 이상 수정할 수 없습니다.',
};

// With the abstract form's texts (the form itself is @congress/components/abstract-form).
export const messages: LocaleMessages = {
  en: { ...abstractFormEn, ...en },
  ko: { ...abstractFormKo, ...ko },
};
