import type { LocaleMessages } from '@congress/i18n';

// general/popupSetting: the list of popups and a popup's form, with the popup schema's own
// validation texts.
const en = {
  'admin.count.popups': '{count, plural, =0 {No popups} one {# popup} other {# popups}}',
  'admin.popups.new': 'New popup',
  'admin.popups.newTitle': 'New popup',
  'admin.popups.editTitle': 'Edit popup',
  'admin.popups.use': 'In use (shown on the home page between start and end)',
  'admin.popups.title': 'Title',
  'admin.popups.start': 'Start',
  'admin.popups.end': 'End',
  'admin.popups.koreaTime': 'Korea time (Asia/Seoul).',
  'admin.popups.noEndSwitch': 'No end date',
  'admin.popups.noEnd': 'No end date',
  'admin.popups.locationLabel': 'Location',
  'admin.popups.location.LEFT': 'Left',
  'admin.popups.location.CENTER': 'Centre',
  'admin.popups.location.RIGHT': 'Right',
  'admin.popups.width': 'Width (px)',
  'admin.popups.height': 'Height (px)',
  'admin.popups.content': 'Content',
  'admin.popups.preview': 'Preview',
  'admin.popups.previewHint': '{width} × {height} px on a 1280 px wide screen, shown at 40 %.',
  'admin.popups.create': 'Create popup',
  'admin.popups.notFound': 'This popup does not exist or has been deleted.',
  'admin.popups.showing': 'On the home page',
  'admin.popups.showingNow': 'Showing now',
  'admin.popups.notShowing': 'Not showing',
  'admin.popups.bulk.delete': '{count, plural, one {Delete # popup} other {Delete # popups}}',
  'admin.popups.bulk.delete.title': '{count, plural, one {Delete this popup?} other {Delete # popups?}}',
  'admin.popups.bulk.delete.text':
    '{count, plural, one {This popup is removed:} other {These # popups are removed:}}',
  'admin.popups.bulk.delete.confirm': '{count, plural, one {Delete # popup} other {Delete # popups}}',
  'admin.popups.bulk.delete.done':
    '{count, plural, =0 {No popup was deleted.} one {# popup deleted.} other {# popups deleted.}}',
  'validation.popupSize': 'Enter a whole number from 200 to 1200.',
  'validation.endBeforeStart': 'The end must not be before the start.',
};

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'admin.count.popups': '{count, plural, =0 {팝업 없음} other {팝업 #건}}',
  'admin.popups.new': '새 팝업',
  'admin.popups.newTitle': '새 팝업',
  'admin.popups.editTitle': '팝업 수정',
  'admin.popups.use': '사용 (시작과 종료 사이에 홈 화면에 표시)',
  'admin.popups.title': '제목',
  'admin.popups.start': '시작',
  'admin.popups.end': '종료',
  'admin.popups.koreaTime': '한국 시간 (Asia/Seoul) 기준입니다.',
  'admin.popups.noEndSwitch': '종료일 없음',
  'admin.popups.noEnd': '종료일 없음',
  'admin.popups.locationLabel': '위치',
  'admin.popups.location.LEFT': '왼쪽',
  'admin.popups.location.CENTER': '가운데',
  'admin.popups.location.RIGHT': '오른쪽',
  'admin.popups.width': '가로 (픽셀)',
  'admin.popups.height': '세로 (픽셀)',
  'admin.popups.content': '내용',
  'admin.popups.preview': '미리보기',
  'admin.popups.previewHint': '가로 1280픽셀 화면 기준 {width} × {height}픽셀, 40 % 크기로 표시',
  'admin.popups.create': '팝업 만들기',
  'admin.popups.notFound': '존재하지 않거나 삭제된 팝업입니다.',
  'admin.popups.showing': '홈 화면 표시',
  'admin.popups.showingNow': '표시 중',
  'admin.popups.notShowing': '표시 안 함',
  'admin.popups.bulk.delete': '{count, plural, other {#건 삭제}}',
  'admin.popups.bulk.delete.title': '{count, plural, other {팝업 #건을 삭제할까요?}}',
  'admin.popups.bulk.delete.text': '{count, plural, other {다음 팝업 #건이 삭제됩니다:}}',
  'admin.popups.bulk.delete.confirm': '{count, plural, other {#건 삭제}}',
  'admin.popups.bulk.delete.done':
    '{count, plural, =0 {삭제된 팝업이 없습니다.} other {팝업 #건이 삭제되었습니다.}}',
  'validation.popupSize': '200에서 1200 사이의 정수를 입력해 주세요.',
  'validation.endBeforeStart': '종료가 시작보다 빠를 수 없습니다.',
};

export const messages: LocaleMessages = { en, ko };
