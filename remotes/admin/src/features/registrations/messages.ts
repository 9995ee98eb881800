import type { LocaleMessages } from '@congress/i18n';

const en = {
  'admin.count.registrations':
    '{count, plural, =0 {No registrations} one {# registration} other {# registrations}}',
  'admin.regist.refund': 'Refund',
  'admin.regist.refundTitle': 'Refund this payment?',
  'admin.regist.refundText': 'Cancel the payment of {name} at the card company and refund {amount} KRW?',
  'admin.regist.refunded': 'The payment was cancelled and the registration refunded.',
};

const ko: Record<keyof typeof en, string> = {
  'admin.count.registrations': '{count, plural, =0 {등록자가 없습니다} other {등록자 #명}}',
  'admin.regist.refund': '환불',
  'admin.regist.refundTitle': '이 결제를 환불할까요?',
  'admin.regist.refundText': '{name}의 결제를 카드사에서 취소하고 {amount}원을 환불할까요?',
  'admin.regist.refunded': '결제가 취소되고 등록이 환불 처리되었습니다.',
};

export const messages: LocaleMessages = { en, ko };
