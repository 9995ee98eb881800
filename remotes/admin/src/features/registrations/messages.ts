import type { LocaleMessages } from '@congress/i18n';

const en = {
  'admin.badges.print.A4': 'Badges (A4 sheets, PDF)',
  'admin.badges.print.LABEL': 'Badges (labels, PDF)',
  'admin.count.registrations':
    '{count, plural, =0 {No registrations} one {# registration} other {# registrations}}',
  'admin.regist.refund': 'Refund',
  'admin.regist.refundTitle': 'Refund this payment?',
  'admin.regist.refundText': 'Cancel the payment of {name} at the card company and refund {amount} KRW?',
  'admin.regist.refunded': 'The payment was cancelled and the registration refunded.',
  'admin.regist.refundTextAccount':
    'A virtual-account payment cannot be cancelled back to a card: refund {amount} KRW of {name} to this bank account?',
  'admin.regist.refundAccountGiven':
    'The member gave this account with the refund request; change it if needed.',
  'admin.regist.refundAccountMissing': 'The member has not given an account yet: enter the one to refund to.',
  'admin.regist.refundBank': 'Bank',
  'admin.regist.refundAccountNo': 'Account number',
  'admin.regist.refundHolder': 'Account holder',
  'admin.count.pays': '{count, plural, =0 {No payments} one {# payment} other {# payments}}',
  'admin.count.refunds': '{count, plural, =0 {No refunds} one {# refund} other {# refunds}}',
  'admin.count.failures':
    '{count, plural, =0 {No failed attempts} one {# failed attempt} other {# failed attempts}}',
  'admin.regist.payLogIntro':
    'Every payment request sent to the payment gateway, with its state. Amounts are in KRW (overseas fees are charged in KRW at the configured rate).',
  'admin.regist.refundIntro':
    'Every cancellation or refund asked of the payment gateway: who asked, when, why, and what the gateway answered.',
  'admin.regist.registerLogIntro':
    'Failed or aborted registration and payment attempts: declined payments, closed payment windows, refused gateway messages.',
  'admin.regist.notes': 'Notes',
  'admin.regist.notesTitle': 'Notes on the registration of {name}',
  'admin.regist.notesNone': 'No notes yet.',
  'admin.regist.noteNew': 'New note',
  'admin.regist.noteChange': 'Change the note',
  'admin.regist.noteEdit': 'Edit',
  'admin.regist.noteSave': 'Save note',
  'admin.regist.bankTransfer': 'Bank transfer',
  'admin.regist.bankTransferTitle': 'Record a bank transfer?',
  'admin.regist.bankTransferText':
    'Mark the registration of {name} ({amount} {currency}) as paid by bank transfer. Open card payment windows are closed.',
  'admin.regist.bankTransferMemo': 'Memo (payer, date, bank reference)',
  'admin.regist.bankTransferConfirm': 'Record as paid',
  'admin.regist.bankTransferDone': 'The registration is recorded as paid by bank transfer.',
  'admin.regist.bulk.check': 'Check payments ({count})',
  'admin.regist.bulk.check.title':
    'Check the payments of {count, plural, one {# registration} other {# registrations}}?',
  'admin.regist.bulk.check.text':
    'Each registration is compared with the payments the gateway confirmed: confirmed payments are settled, payment windows older than 10 minutes are closed.',
  'admin.regist.bulk.check.confirm': 'Check',
  'admin.regist.bulk.check.done':
    'Checked: {paid} marked paid, {expired} with an expired payment window closed, {unchanged} unchanged.',
  'admin.regist.bulk.check.mismatch':
    '{name}: marked paid, but no confirmed payment was found. Please check it.',
  'admin.regist.bulk.delete': 'Delete ({count})',
  'admin.regist.bulk.delete.title': 'Delete {count, plural, one {# registration} other {# registrations}}?',
  'admin.regist.bulk.delete.text':
    'Unpaid, free and refunded registrations are deleted (still listed with the Deleted filter). A paid registration stays: refund it first.',
  'admin.regist.bulk.delete.confirm': 'Delete',
  'admin.regist.bulk.delete.done':
    '{count, plural, =0 {No registration was deleted.} one {# registration deleted.} other {# registrations deleted.}}',
  'admin.regist.bulk.delete.left': '{name}: not deleted. {reason}',
  'admin.regist.notDeleted.PAID': 'It is paid: refund it first.',
  'admin.regist.notDeleted.REFUND_REQUESTED': 'The member asked for a refund: refund it first.',
  'admin.regist.notDeleted.ALREADY_DELETED': 'It is already deleted.',
  'admin.regist.notDeleted.NOT_FOUND': 'It no longer exists.',
  'admin.regist.notDeleted.OTHER': 'The server refused it.',
  'payment.statusTransition': 'This payment status cannot be changed that way.',
  'payment.notPayable': 'This registration has nothing to pay.',
  'payment.method': 'This way to pay is not offered for this registration.',
  'payment.refundAccount':
    'A virtual-account payment is refunded to a bank account: please give the bank, account number and holder.',
  'payment.refundAccountNo': 'Enter the account number: 10 to 20 digits (dashes allowed).',
  'payment.notRefundable': 'Only a paid registration can be refunded, once.',
};

const ko: Record<keyof typeof en, string> = {
  'admin.badges.print.A4': '명찰 (A4 용지, PDF)',
  'admin.badges.print.LABEL': '명찰 (라벨, PDF)',
  'admin.count.registrations': '{count, plural, =0 {등록자가 없습니다} other {등록자 #명}}',
  'admin.regist.refund': '환불',
  'admin.regist.refundTitle': '이 결제를 환불할까요?',
  'admin.regist.refundText': '{name}의 결제를 카드사에서 취소하고 {amount}원을 환불할까요?',
  'admin.regist.refunded': '결제가 취소되고 등록이 환불 처리되었습니다.',
  'admin.regist.refundTextAccount':
    '가상계좌 결제는 카드로 취소할 수 없습니다. {name}에게 {amount}원을 아래 계좌로 환불할까요?',
  'admin.regist.refundAccountGiven': '회원이 환불 요청과 함께 입력한 계좌입니다. 필요하면 수정하세요.',
  'admin.regist.refundAccountMissing': '회원이 아직 계좌를 입력하지 않았습니다. 환불받을 계좌를 입력하세요.',
  'admin.regist.refundBank': '은행',
  'admin.regist.refundAccountNo': '계좌번호',
  'admin.regist.refundHolder': '예금주',
  'admin.count.pays': '{count, plural, =0 {결제 내역이 없습니다} other {결제 #건}}',
  'admin.count.refunds': '{count, plural, =0 {환불 내역이 없습니다} other {환불 #건}}',
  'admin.count.failures': '{count, plural, =0 {실패 기록이 없습니다} other {실패 #건}}',
  'admin.regist.payLogIntro':
    '결제사에 보낸 모든 결제 요청과 그 상태입니다. 금액은 원화이며, 해외 등록비는 설정된 환율로 원화 결제됩니다.',
  'admin.regist.refundIntro':
    '결제사에 요청한 모든 취소·환불 내역입니다. 요청자, 일시, 사유, 결제사 응답을 보여 줍니다.',
  'admin.regist.registerLogIntro':
    '실패하거나 중단된 등록·결제 시도입니다. 결제 실패, 결제창 닫음, 거부된 결제사 메시지 등이 기록됩니다.',
  'admin.regist.notes': '메모',
  'admin.regist.notesTitle': '{name} 등록 메모',
  'admin.regist.notesNone': '아직 메모가 없습니다.',
  'admin.regist.noteNew': '새 메모',
  'admin.regist.noteChange': '메모 수정',
  'admin.regist.noteEdit': '수정',
  'admin.regist.noteSave': '메모 저장',
  'admin.regist.bankTransfer': '무통장 입금',
  'admin.regist.bankTransferTitle': '무통장 입금으로 처리할까요?',
  'admin.regist.bankTransferText':
    '{name}의 등록({amount} {currency})을 무통장 입금으로 결제 완료 처리합니다. 열려 있는 카드 결제창은 닫힙니다.',
  'admin.regist.bankTransferMemo': '메모 (입금자, 입금일, 은행 참조)',
  'admin.regist.bankTransferConfirm': '결제 완료 처리',
  'admin.regist.bankTransferDone': '무통장 입금으로 결제 완료 처리되었습니다.',
  'admin.regist.bulk.check': '결제 확인 ({count})',
  'admin.regist.bulk.check.title': '등록 {count}건의 결제를 확인할까요?',
  'admin.regist.bulk.check.text':
    '각 등록을 결제사가 확인한 결제와 대조합니다. 확인된 결제는 결제 완료로 반영하고, 10분이 지난 결제창은 닫습니다.',
  'admin.regist.bulk.check.confirm': '확인',
  'admin.regist.bulk.check.done':
    '확인 완료: 결제 완료 반영 {paid}건, 만료된 결제창 닫음 {expired}건, 변경 없음 {unchanged}건.',
  'admin.regist.bulk.check.mismatch':
    '{name}: 결제 완료로 되어 있으나 확인된 결제가 없습니다. 확인해 주세요.',
  'admin.regist.bulk.delete': '삭제 ({count})',
  'admin.regist.bulk.delete.title': '등록 {count}건을 삭제할까요?',
  'admin.regist.bulk.delete.text':
    '미결제, 무료, 환불 완료된 등록이 삭제됩니다 (삭제 필터로 계속 볼 수 있습니다). 결제 완료된 등록은 삭제되지 않으니 먼저 환불해 주세요.',
  'admin.regist.bulk.delete.confirm': '삭제',
  'admin.regist.bulk.delete.done':
    '{count, plural, =0 {삭제된 등록이 없습니다.} other {등록 #건을 삭제했습니다.}}',
  'admin.regist.bulk.delete.left': '{name}: 삭제되지 않았습니다. {reason}',
  'admin.regist.notDeleted.PAID': '결제 완료된 등록입니다. 먼저 환불해 주세요.',
  'admin.regist.notDeleted.REFUND_REQUESTED': '회원이 환불을 요청한 등록입니다. 먼저 환불해 주세요.',
  'admin.regist.notDeleted.ALREADY_DELETED': '이미 삭제된 등록입니다.',
  'admin.regist.notDeleted.NOT_FOUND': '더 이상 존재하지 않는 등록입니다.',
  'admin.regist.notDeleted.OTHER': '서버가 거부했습니다.',
  'payment.statusTransition': '이 결제 상태는 그렇게 바꿀 수 없습니다.',
  'payment.notPayable': '결제할 금액이 없는 등록입니다.',
  'payment.method': '이 등록에는 제공되지 않는 결제 수단입니다.',
  'payment.refundAccount': '가상계좌 결제는 은행 계좌로 환불됩니다. 은행, 계좌번호, 예금주를 입력해 주세요.',
  'payment.refundAccountNo': '계좌번호를 10~20자리 숫자로 입력해 주세요 (- 허용).',
  'payment.notRefundable': '결제 완료된 등록만 한 번 환불을 요청할 수 있습니다.',
};

export const messages: LocaleMessages = { en, ko };
