import type { LocaleMessages } from '@congress/i18n';

const en = {
  'admin.stats.intro':
    'Figures for the whole congress, or for a range of days (Asia/Seoul). Registrations, abstracts, sign-ups and sponsors count by the day they were created, payments by the day they were confirmed, refunds by the day of the cancellation. Deleted rows are not counted.',
  'admin.stats.from': 'From',
  'admin.stats.to': 'To',
  'admin.stats.apply': 'Show',
  'admin.stats.clear': 'All dates',
  'admin.stats.rangeAll': 'All dates',
  'admin.stats.rangeFrom': 'From {start}',
  'admin.stats.rangeTo': 'Until {end}',
  'admin.stats.range': '{start} to {end}',
  'admin.stats.showing': 'Showing: {range}',
  'admin.stats.registrations': 'Registrations',
  'admin.stats.payments': 'Payments and refunds',
  'admin.stats.days': 'Per day',
  'admin.stats.abstracts': 'Abstracts',
  'admin.stats.sponsors': 'Sponsors',
  'admin.stats.netRevenue': 'Net revenue ({currency})',
  'admin.stats.noRevenue': 'No payments',
  'admin.stats.empty': 'Nothing in this range.',
  'admin.stats.chartsLoading': 'Loading charts…',
  'admin.stats.chartNote': 'Chart of the table below.',
  'admin.stats.paidShare': '{paid} paid, {unpaid} unpaid',
};

const ko: Record<keyof typeof en, string> = {
  'admin.stats.intro':
    '행사 전체 또는 지정한 기간(서울 시각)의 통계입니다. 등록·초록·회원 가입·후원사는 생성일, 결제는 결제 확인일, 환불은 취소일 기준으로 집계합니다. 삭제된 항목은 제외합니다.',
  'admin.stats.from': '시작일',
  'admin.stats.to': '종료일',
  'admin.stats.apply': '조회',
  'admin.stats.clear': '전체 기간',
  'admin.stats.rangeAll': '전체 기간',
  'admin.stats.rangeFrom': '{start}부터',
  'admin.stats.rangeTo': '{end}까지',
  'admin.stats.range': '{start} ~ {end}',
  'admin.stats.showing': '조회 기간: {range}',
  'admin.stats.registrations': '등록',
  'admin.stats.payments': '결제 및 환불',
  'admin.stats.days': '일별 추이',
  'admin.stats.abstracts': '초록',
  'admin.stats.sponsors': '후원사',
  'admin.stats.netRevenue': '순매출 ({currency})',
  'admin.stats.noRevenue': '결제 없음',
  'admin.stats.empty': '이 기간에는 자료가 없습니다.',
  'admin.stats.chartsLoading': '차트를 불러오는 중…',
  'admin.stats.chartNote': '아래 표의 차트입니다.',
  'admin.stats.paidShare': '결제 {paid}건, 미결제 {unpaid}건',
};

export const messages: LocaleMessages = { en, ko };
