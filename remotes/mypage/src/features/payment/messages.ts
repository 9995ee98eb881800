import type { LocaleMessages } from '@congress/i18n';

const en = {
  'payment.loading': 'Loading the payment…',
  'payment.opening': 'Opening the payment window…',
  'payment.expired':
    'This payment request has expired or was already used. Start the payment again from My registration.',
  'payment.success': 'Your payment is complete. Thank you.',
  'payment.pending': 'We are confirming your payment with the card company. This page updates in a moment.',
  'payment.failedText': 'The payment did not go through. Nothing was charged; you can try again.',
  'payment.windowClosedText': 'The payment window was closed before the payment was made.',
  'payment.backToRegistration': 'Back to my registration',
};

const ko: Record<keyof typeof en, string> = {
  'payment.loading': '결제 정보를 불러오는 중입니다…',
  'payment.opening': '결제창을 여는 중입니다…',
  'payment.expired': '만료되었거나 이미 사용된 결제 요청입니다. 내 등록에서 다시 결제해 주세요.',
  'payment.success': '결제가 완료되었습니다. 감사합니다.',
  'payment.pending': '카드사와 결제를 확인하고 있습니다. 잠시 후 갱신됩니다.',
  'payment.failedText': '결제가 완료되지 않았습니다. 청구된 금액은 없으며 다시 시도할 수 있습니다.',
  'payment.windowClosedText': '결제 전에 결제창이 닫혔습니다.',
  'payment.backToRegistration': '내 등록으로 돌아가기',
};

export const messages: LocaleMessages = { en, ko };
