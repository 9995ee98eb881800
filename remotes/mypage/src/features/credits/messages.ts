import { CREDIT_MESSAGES } from '@congress/domain';
import type { LocaleMessages } from '@congress/i18n';

// My credits (issue 26 §3–§4): expected CME credits, objections and the certificate of attendance.
const en = {
  'mypage.credits.loadFailed': 'Your credits could not be loaded. Please try again.',
  'mypage.credits.notYet':
    'Your CME credits appear here after the congress, once the secretariat has checked the attendance scans. We will send you an e-mail when you can see them and raise any objection.',
  'mypage.credits.objectionsOpen':
    'These are your expected credits. If a figure is wrong, object to that day by {when} (Korea time): the secretariat answers here.',
  'mypage.credits.objectionsClosed':
    'The objection period closed on {when} (Korea time). The secretariat is finalising the figures.',
  'mypage.credits.final': 'Your credits are final and have been reported as shown here.',
  'mypage.credits.none':
    'No attendance scan of yours was recorded at the congress, so there are no credits to show. If you attended, please contact the secretariat.',
  'mypage.credits.total':
    'Total: {minutes, plural, one {# minute} other {# minutes}}, {points, plural, one {# point} other {# points}}',
  'mypage.credits.rule':
    "Minutes count from your first to your last scan of a day, as the times are shown here (hours and minutes, seconds left out){bound, select, yes {, within the day's lecture time} other {}}: 10:00 to 12:00 is 120 minutes, 10:00 to 12:01 is 121.",
  'mypage.credits.bands': 'Points a day: {bands}.',
  'mypage.credits.band':
    'more than {from, number} minutes up to {to, number}: {points, plural, one {# point} other {# points}}',
  'mypage.credits.bandOpen':
    'more than {from, number} minutes: {points, plural, one {# point} other {# points}}',
  'mypage.credits.perHour':
    'Points a day: {points, plural, one {# point} other {# points}} for each full hour{minimum, plural, =0 {} other {, from # minutes on}}.',
  'mypage.credits.corrected': 'Corrected by the secretariat',
  'mypage.credits.notEligible':
    'We have no licence number of yours, so no points are granted under this scheme. Add it in My information and let the secretariat know.',
  'mypage.credits.first': 'First scan (entry)',
  'mypage.credits.last': 'Last scan (exit)',
  'mypage.credits.minutes': 'Minutes counted',
  'mypage.credits.points': 'Points',
  'mypage.credits.noScan': 'No scan was recorded on this day.',
  'mypage.credits.object': 'Object to this day',
  'mypage.credits.objectTo': 'Objection for {day}',
  'mypage.credits.whatIsWrong': 'What is wrong?',
  'mypage.credits.whatIsWrongHint':
    'For example: when you arrived or left, and why a scan is missing (at most 1,000 characters).',
  'mypage.credits.sendObjection': 'Send the objection',
  'mypage.credits.objectionSent': 'Your objection was sent. The secretariat answers here.',
  'mypage.credits.status.OPEN': 'Objection received',
  'mypage.credits.status.ACCEPTED': 'Objection accepted',
  'mypage.credits.status.REJECTED': 'Objection rejected',
  'mypage.credits.filedAt': '(sent {when}, Korea time)',
  'mypage.credits.yourObjection': 'You wrote: {message}',
  'mypage.credits.answer': 'Answer of the secretariat: {memo}',
  'mypage.credits.nowFigures':
    'Now: {minutes, plural, one {# minute} other {# minutes}}, {points, plural, one {# point} other {# points}}.',
  'mypage.credits.certificate': 'Certificate of attendance',
  'mypage.credits.certificateText': 'Your certificate lists the days, minutes and points shown below (PDF).',
  'mypage.credits.certificateKo': 'Certificate in Korean',
  'mypage.credits.certificateEn': 'Certificate in English',
  // The shared rules' messages (a refused objection: "You have already objected to this day…").
  ...CREDIT_MESSAGES.en,
};

const ko: Record<keyof typeof en, string> = {
  'mypage.credits.loadFailed': '연수평점을 불러오지 못했습니다. 다시 시도해 주세요.',
  'mypage.credits.notYet':
    '연수평점은 학술대회가 끝나고 사무국이 출입 인식 기록을 확인한 뒤 이곳에 표시됩니다. 확인과 이의 신청이 가능해지면 이메일로 알려 드립니다.',
  'mypage.credits.objectionsOpen':
    '예상 연수평점입니다. 잘못된 내용이 있으면 {when} (한국 시간)까지 해당 날짜에 이의를 신청해 주세요. 사무국의 답변은 이곳에 표시됩니다.',
  'mypage.credits.objectionsClosed':
    '이의 신청 기간이 {when} (한국 시간)에 끝났습니다. 사무국이 평점을 확정하고 있습니다.',
  'mypage.credits.final': '연수평점이 확정되었으며 아래 내용대로 보고되었습니다.',
  'mypage.credits.none':
    '학술대회에서 회원님의 출입 인식 기록이 없어 표시할 평점이 없습니다. 참석하셨다면 사무국에 문의해 주세요.',
  'mypage.credits.total': '합계: {minutes, number}분, {points, number}평점',
  'mypage.credits.rule':
    '인정 시간은 하루의 최초 인식부터 마지막 인식까지, 이곳에 표시된 시각(시·분, 초 제외)으로 계산합니다{bound, select, yes { (당일 강의 시간 안에서)} other {}}. 예: 10:00–12:00은 120분, 10:00–12:01은 121분입니다.',
  'mypage.credits.bands': '하루 평점: {bands}.',
  'mypage.credits.band': '{from, number}분 초과 {to, number}분 이하 {points, number}평점',
  'mypage.credits.bandOpen': '{from, number}분 초과 {points, number}평점',
  'mypage.credits.perHour':
    '하루 평점: 1시간마다 {points, number}평점{minimum, plural, =0 {} other {, #분 이상부터}}.',
  'mypage.credits.corrected': '사무국 수정',
  'mypage.credits.notEligible':
    '면허번호가 등록되어 있지 않아 이 기준의 평점이 인정되지 않습니다. 내 정보에서 면허번호를 입력하고 사무국에 알려 주세요.',
  'mypage.credits.first': '최초 인식 (입장)',
  'mypage.credits.last': '마지막 인식 (퇴장)',
  'mypage.credits.minutes': '인정 시간 (분)',
  'mypage.credits.points': '평점',
  'mypage.credits.noScan': '이 날은 인식 기록이 없습니다.',
  'mypage.credits.object': '이 날짜에 이의 신청',
  'mypage.credits.objectTo': '{day} 이의 신청',
  'mypage.credits.whatIsWrong': '무엇이 잘못되었나요?',
  'mypage.credits.whatIsWrongHint': '예: 도착하거나 떠난 시각, 인식 기록이 빠진 이유 (최대 1,000자).',
  'mypage.credits.sendObjection': '이의 신청 보내기',
  'mypage.credits.objectionSent': '이의 신청을 보냈습니다. 사무국의 답변은 이곳에 표시됩니다.',
  'mypage.credits.status.OPEN': '이의 신청 접수',
  'mypage.credits.status.ACCEPTED': '이의 신청 인정',
  'mypage.credits.status.REJECTED': '이의 신청 기각',
  'mypage.credits.filedAt': '({when} 신청, 한국 시간)',
  'mypage.credits.yourObjection': '신청 내용: {message}',
  'mypage.credits.answer': '사무국 답변: {memo}',
  'mypage.credits.nowFigures': '현재: {minutes, number}분, {points, number}평점.',
  'mypage.credits.certificate': '참석 증명서',
  'mypage.credits.certificateText': '참석 증명서에는 아래의 날짜, 인정 시간, 평점이 담깁니다 (PDF).',
  'mypage.credits.certificateKo': '국문 증명서',
  'mypage.credits.certificateEn': '영문 증명서',
  ...CREDIT_MESSAGES.ko,
};

export const messages: LocaleMessages = { en, ko };
