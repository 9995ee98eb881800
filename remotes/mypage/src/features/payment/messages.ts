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
  'payment.methodQuestion': 'How would you like to pay?',
  'payment.cardOnly': 'Registrations from outside Korea are paid by card (charged in KRW).',
  'payment.hint.CN': 'Credit or debit card; paid at once.',
  'payment.hint.VA':
    'A bank account number just for you; deposit within 7 days. Registered as paid when the deposit arrives.',
  'payment.hint.RA': 'Real-time transfer from your Korean bank account.',
  'payment.hint.MC': 'Charged to your Korean mobile phone bill.',
  'payment.hint.EP': 'Kakao Pay, Toss and other easy-pay services.',
  'payment.hint.TM': 'Mobile T-money.',
  'payment.hint.BANK': 'Bank transfer recorded by the secretariat.',
  'payment.va.title': 'Your virtual account',
  'payment.va.bank': 'Bank',
  'payment.va.accountNo': 'Account number',
  'payment.va.amount': 'Amount to deposit',
  'payment.va.deadline': 'Deposit by',
  'payment.va.explain':
    'Deposit the exact amount before the deadline (Korean time). Your registration is paid once the deposit arrives, and you will receive a receipt by e-mail. We also sent these details by e-mail.',
  'payment.va.issued': 'Your virtual account is ready. Please deposit before the deadline.',
  'payment.va.expired': 'Your virtual account expired without a deposit. Choose a way to pay again.',
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
  'payment.methodQuestion': '결제 수단을 선택해 주세요',
  'payment.cardOnly': '해외 등록은 카드로 결제합니다 (원화로 청구).',
  'payment.hint.CN': '신용카드·체크카드로 바로 결제합니다.',
  'payment.hint.VA': '회원님 전용 계좌번호로 7일 이내에 입금합니다. 입금이 확인되면 결제 완료로 처리됩니다.',
  'payment.hint.RA': '국내 은행 계좌에서 실시간으로 이체합니다.',
  'payment.hint.MC': '국내 휴대폰 요금에 합산하여 결제합니다.',
  'payment.hint.EP': '카카오페이, 토스 등 간편결제.',
  'payment.hint.TM': '모바일 티머니.',
  'payment.hint.BANK': '사무국이 확인하는 무통장 입금.',
  'payment.va.title': '가상계좌 입금 안내',
  'payment.va.bank': '은행',
  'payment.va.accountNo': '계좌번호',
  'payment.va.amount': '입금 금액',
  'payment.va.deadline': '입금 기한',
  'payment.va.explain':
    '기한(한국 시간) 안에 정확한 금액을 입금해 주십시오. 입금이 확인되면 결제 완료로 처리되고 영수증을 이메일로 보내 드립니다. 같은 안내를 이메일로도 보냈습니다.',
  'payment.va.issued': '가상계좌가 발급되었습니다. 기한 안에 입금해 주십시오.',
  'payment.va.expired': '입금 기한이 지나 가상계좌가 만료되었습니다. 결제 수단을 다시 선택해 주세요.',
};

export const messages: LocaleMessages = { en, ko };
