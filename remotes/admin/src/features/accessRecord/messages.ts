import type { LocaleMessages } from '@congress/i18n';
import { ACCESS_RECORD_MESSAGES } from '@congress/domain/lists';

const en = {
  ...ACCESS_RECORD_MESSAGES.en,
  'admin.count.accessRecord': '{count, plural, =0 {No records} one {# record} other {# records}}',
  'admin.accessRecord.intro':
    'Every look at, change and download of members’ personal data in the back office: who, when, from which address, what (members by number, or a list’s filter and its rows) and why. Nobody can change or delete a record; it is kept at least two years (개인정보의 안전성 확보조치 기준 Art. 8).',
  'admin.accessCheck.intro':
    'Check the access record at least once a month: downloads of {bulkRows} rows or more, access between {nightFrom}:00 and {nightTo}:00 Korea time, and organisers who looked at {manyMembers} members or more are shown here. Then record that you checked it.',
  'admin.accessCheck.month': 'Month',
  'admin.accessCheck.records': '{count, plural, =0 {No records} one {# record} other {# records}} this month',
  'admin.accessCheck.bulkCount':
    '{count, plural, =0 {No bulk downloads} one {# bulk download} other {# bulk downloads}}',
  'admin.accessCheck.nightCount':
    '{count, plural, =0 {No night-time access} one {# night-time access} other {# night-time accesses}}',
  'admin.accessCheck.bulk': 'Bulk downloads ({bulkRows} rows or more)',
  'admin.accessCheck.night': 'Night-time access ({nightFrom}:00–{nightTo}:00 Korea time)',
  'admin.accessCheck.actors': 'By organiser (flagged from {manyMembers} members)',
  'admin.accessCheck.when': 'When (Korea time)',
  'admin.accessCheck.who': 'Who',
  'admin.accessCheck.action': 'Action',
  'admin.accessCheck.what': 'What',
  'admin.accessCheck.rows': 'Rows',
  'admin.accessCheck.reason': 'Reason',
  'admin.accessCheck.records.column': 'Records',
  'admin.accessCheck.members': 'Members',
  'admin.accessCheck.nightColumn': 'At night',
  'admin.accessCheck.many': '(many)',
  'admin.accessCheck.checks': 'Checks of this month',
  'admin.accessCheck.notChecked': 'Nobody has recorded a check of this month yet.',
  'admin.accessCheck.note': 'What you checked and found',
  'admin.accessCheck.record': 'Record the check of {month}',
  'admin.accessCheck.saved': 'The check of {month} is recorded.',
};

const ko: typeof en = {
  ...ACCESS_RECORD_MESSAGES.ko,
  'admin.count.accessRecord': '{count, plural, =0 {기록이 없습니다} other {기록 #건}}',
  'admin.accessRecord.intro':
    '관리자 화면에서 회원의 개인정보를 조회·변경·다운로드한 모든 기록입니다: 처리자, 일시, 접속지, 대상(회원 번호 또는 목록의 조건과 건수), 사유. 누구도 기록을 고치거나 지울 수 없으며 2년 이상 보관합니다(개인정보의 안전성 확보조치 기준 제8조).',
  'admin.accessCheck.intro':
    '접속기록을 월 1회 이상 점검하세요: {bulkRows}건 이상의 다운로드, 한국 시각 {nightFrom}시~{nightTo}시의 접속, {manyMembers}명 이상의 회원 정보를 본 관리자를 보여 줍니다. 점검한 뒤 점검 기록을 남기세요.',
  'admin.accessCheck.month': '점검 월',
  'admin.accessCheck.records': '이번 달 기록 {count}건',
  'admin.accessCheck.bulkCount': '대량 다운로드 {count}건',
  'admin.accessCheck.nightCount': '야간 접속 {count}건',
  'admin.accessCheck.bulk': '대량 다운로드({bulkRows}건 이상)',
  'admin.accessCheck.night': '야간 접속(한국 시각 {nightFrom}시~{nightTo}시)',
  'admin.accessCheck.actors': '처리자별({manyMembers}명 이상 표시)',
  'admin.accessCheck.when': '일시(한국 시각)',
  'admin.accessCheck.who': '처리자',
  'admin.accessCheck.action': '수행업무',
  'admin.accessCheck.what': '대상',
  'admin.accessCheck.rows': '건수',
  'admin.accessCheck.reason': '사유',
  'admin.accessCheck.records.column': '기록 수',
  'admin.accessCheck.members': '회원 수',
  'admin.accessCheck.nightColumn': '야간',
  'admin.accessCheck.many': '(다수)',
  'admin.accessCheck.checks': '이 달의 점검 기록',
  'admin.accessCheck.notChecked': '아직 이 달의 점검 기록이 없습니다.',
  'admin.accessCheck.note': '점검 내용과 결과',
  'admin.accessCheck.record': '{month} 점검 기록 남기기',
  'admin.accessCheck.saved': '{month} 점검을 기록했습니다.',
};

export const messages: LocaleMessages = { en, ko };
