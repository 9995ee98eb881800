// regist/payLog, regist/refundData and regist/registerLog: the payment side of registration
// in the back office (spec §2, §7 `pays`).
import { PAY_CASH_CODES, PAY_STATUSES, type PayCashCode } from '../enums';
import { TIER_NAMES } from '../fees';
import type { Label, ListDeclaration } from './types';
import { PAY_STATUS_LABELS } from './registrations';

/**
 * Payment methods (KG cash_code, plus BANK: a bank transfer an organiser records; CASH and POS:
 * a walk-in's payment at the congress desk, in cash or on the desk's card terminal).
 */
export const CASH_CODE_LABELS: Record<PayCashCode, Label> = {
  CN: { en: 'Card', ko: '신용카드' },
  EP: { en: 'Easy pay', ko: '간편결제' },
  RA: { en: 'Account transfer', ko: '실시간 계좌이체' },
  VA: { en: 'Virtual account', ko: '가상계좌' },
  MC: { en: 'Mobile phone', ko: '휴대폰 결제' },
  TM: { en: 'T-money', ko: '티머니' },
  BANK: { en: 'Bank transfer', ko: '무통장 입금' },
  CASH: { en: 'Cash (at the desk)', ko: '현금 (현장)' },
  POS: { en: 'Card terminal (at the desk)', ko: '카드 단말기 (현장)' },
};

/** Why a registration or payment attempt failed (registration_failures.reason). */
export const FAILURE_REASON_LABELS: Record<string, Label> = {
  GATEWAY_REFUSED: { en: 'Gateway refused the request', ko: '결제사 요청 거절' },
  DECLINED: { en: 'Payment declined', ko: '결제 실패' },
  WINDOW_CLOSED: { en: 'Payment window closed', ko: '결제창 닫음' },
  BAD_SIGNATURE: { en: 'Bad signature', ko: '서명 불일치' },
  AMOUNT_MISMATCH: { en: 'Amount mismatch', ko: '금액 불일치' },
  TID_MISMATCH: { en: 'Transaction id mismatch', ko: '거래 번호 불일치' },
  UNKNOWN_TRADE: { en: 'Unknown order', ko: '알 수 없는 주문' },
  BAD_PAY_TOKEN: { en: 'Bad payment token', ko: '결제 토큰 오류' },
  URL_EXPIRED: { en: 'Payment window expired', ko: '결제창 만료' },
  WRONG_IP: { en: 'Notification from an unknown address', ko: '허용되지 않은 주소의 통보' },
  STALE_PAYMENT: { en: 'Paid an outdated request', ko: '만료된 요청의 결제' },
  ACCOUNT_MISMATCH: {
    en: 'Deposit to another account than the one issued',
    ko: '발급된 계좌가 아닌 계좌로의 입금 통보',
  },
};
export const FAILURE_REASONS = Object.keys(FAILURE_REASON_LABELS);

const TIER_CHOICES = Object.entries(TIER_NAMES).map(([value, label]) => ({ value, label }));
const choices = (labels: Readonly<Record<string, Label>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** regist/payLog: every payment request and its state (spec §7 `pays`). */
export const PAY_LOG_LIST: ListDeclaration = {
  name: 'payLog',
  personalData: 'read',
  title: { en: 'Payments', ko: '결제 로그' },
  defaultSort: { field: 'created_at', direction: 'DESC' },
  columns: [
    { key: 'id', label: { en: 'No.', ko: '번호' }, kind: 'id', sortable: true, width: 8 },
    { key: 'user_email', label: { en: 'E-mail', ko: '이메일' }, kind: 'text', sortable: true, width: 30 },
    { key: 'user_name', label: { en: 'Name', ko: '이름' }, kind: 'text', sortable: true, width: 22 },
    { key: 'product_name', label: { en: 'Product', ko: '상품명' }, kind: 'text', width: 30 },
    {
      key: 'grade',
      label: { en: 'Tier', ko: '등록 구분' },
      kind: 'text',
      sortable: true,
      width: 30,
      values: TIER_NAMES,
    },
    {
      key: 'cash_code',
      label: { en: 'Method', ko: '결제 수단' },
      kind: 'text',
      sortable: true,
      width: 14,
      values: CASH_CODE_LABELS,
    },
    {
      key: 'total',
      label: { en: 'Amount (KRW)', ko: '금액 (원)' },
      kind: 'number',
      sortable: true,
      width: 12,
    },
    {
      key: 'cancelled_total',
      label: { en: 'Refunded (KRW)', ko: '환불액 (원)' },
      kind: 'number',
      width: 12,
    },
    {
      key: 'pay_status',
      label: { en: 'Payment status', ko: '결제 상태' },
      kind: 'text',
      sortable: true,
      width: 14,
      values: PAY_STATUS_LABELS,
    },
    { key: 'tid', label: { en: 'Transaction id', ko: '거래 번호' }, kind: 'text', width: 22 },
    // The payment's receipts (영수증), each a download link on the screen.
    { key: 'receipts', label: { en: 'Receipts', ko: '영수증' }, kind: 'text', width: 24 },
    { key: 'trade_id', label: { en: 'Order id', ko: '주문 번호' }, kind: 'text', width: 30, only: 'export' },
    {
      key: 'cn_appr_no',
      label: { en: 'Approval no.', ko: '승인 번호' },
      kind: 'text',
      width: 12,
      only: 'export',
    },
    {
      key: 'registration_delete',
      label: { en: 'Registration deleted', ko: '등록 삭제' },
      kind: 'flag',
      width: 10,
      only: 'export',
    },
    { key: 'paid_at', label: { en: 'Paid', ko: '결제일' }, kind: 'dateTime', sortable: true, width: 20 },
    {
      key: 'created_at',
      label: { en: 'Requested', ko: '요청일' },
      kind: 'dateTime',
      sortable: true,
      width: 20,
    },
  ],
  filters: [
    { key: 'user_email', label: { en: 'E-mail contains', ko: '이메일 포함' }, kind: 'contains' },
    { key: 'user_name', label: { en: 'Name contains', ko: '이름 포함' }, kind: 'contains' },
    { key: 'created_at', label: { en: 'Requested', ko: '요청일' }, kind: 'dateRange' },
    {
      key: 'cash_code',
      label: { en: 'Method', ko: '결제 수단' },
      kind: 'oneOf',
      choices: PAY_CASH_CODES.map((value) => ({ value, label: CASH_CODE_LABELS[value] })),
    },
    { key: 'product_name', label: { en: 'Product contains', ko: '상품명 포함' }, kind: 'contains' },
    { key: 'grade', label: { en: 'Tier', ko: '등록 구분' }, kind: 'oneOf', choices: TIER_CHOICES },
    {
      key: 'pay_status',
      label: { en: 'Payment status', ko: '결제 상태' },
      kind: 'oneOf',
      choices: PAY_STATUSES.map((value) => ({ value, label: PAY_STATUS_LABELS[value] })),
    },
    {
      key: 'registration_list_delete',
      label: { en: 'Registration deleted', ko: '등록 삭제' },
      kind: 'flag',
    },
  ],
};

/** regist/refundData: every cancellation or refund asked of the gateway, with its answer. */
export const REFUNDS_LIST: ListDeclaration = {
  name: 'refundData',
  personalData: 'read',
  title: { en: 'Refunds', ko: '환불 내역' },
  defaultSort: { field: 'created_at', direction: 'DESC' },
  columns: [
    { key: 'id', label: { en: 'No.', ko: '번호' }, kind: 'id', sortable: true, width: 8 },
    { key: 'user_email', label: { en: 'E-mail', ko: '이메일' }, kind: 'text', sortable: true, width: 30 },
    { key: 'user_name', label: { en: 'Name', ko: '이름' }, kind: 'text', width: 22 },
    { key: 'tid', label: { en: 'Transaction id', ko: '거래 번호' }, kind: 'text', width: 22 },
    { key: 'pay_total', label: { en: 'Paid (KRW)', ko: '결제액 (원)' }, kind: 'number', width: 12 },
    {
      key: 'amount',
      label: { en: 'Refunded (KRW)', ko: '환불액 (원)' },
      kind: 'number',
      sortable: true,
      width: 12,
    },
    { key: 'partial', label: { en: 'Partial', ko: '부분 환불' }, kind: 'flag', width: 8 },
    { key: 'succeeded', label: { en: 'Accepted by gateway', ko: '결제사 승인' }, kind: 'flag', width: 10 },
    {
      key: 'result_code',
      label: { en: 'Gateway code', ko: '결과 코드' },
      kind: 'text',
      width: 10,
      only: 'export',
    },
    {
      key: 'result_message',
      label: { en: 'Gateway message', ko: '결과 메시지' },
      kind: 'text',
      width: 30,
      only: 'export',
    },
    { key: 'reason', label: { en: 'Reason', ko: '사유' }, kind: 'text', width: 30 },
    { key: 'organiser_email', label: { en: 'By', ko: '처리자' }, kind: 'text', width: 26 },
    { key: 'created_at', label: { en: 'When', ko: '처리일' }, kind: 'dateTime', sortable: true, width: 20 },
  ],
  filters: [
    { key: 'user_email', label: { en: 'E-mail contains', ko: '이메일 포함' }, kind: 'contains' },
    { key: 'tid', label: { en: 'Transaction id', ko: '거래 번호' }, kind: 'equals' },
    { key: 'succeeded', label: { en: 'Accepted by gateway', ko: '결제사 승인' }, kind: 'flag' },
    { key: 'created_at', label: { en: 'When', ko: '처리일' }, kind: 'dateRange' },
  ],
};

/** regist/registerLog: failed or aborted registration and payment attempts. */
export const REGISTER_LOG_LIST: ListDeclaration = {
  name: 'registerLog',
  personalData: 'read',
  title: { en: 'Failed registrations', ko: '등록 실패 로그' },
  defaultSort: { field: 'created_at', direction: 'DESC' },
  columns: [
    { key: 'id', label: { en: 'No.', ko: '번호' }, kind: 'id', sortable: true, width: 8 },
    { key: 'user_email', label: { en: 'E-mail', ko: '이메일' }, kind: 'text', width: 30 },
    { key: 'user_name', label: { en: 'Name', ko: '이름' }, kind: 'text', width: 22 },
    {
      key: 'reason',
      label: { en: 'Reason', ko: '사유' },
      kind: 'text',
      sortable: true,
      width: 24,
      values: FAILURE_REASON_LABELS,
    },
    { key: 'code', label: { en: 'Gateway code', ko: '결과 코드' }, kind: 'text', width: 10 },
    { key: 'message', label: { en: 'Message', ko: '메시지' }, kind: 'text', width: 40 },
    { key: 'tid', label: { en: 'Transaction id', ko: '거래 번호' }, kind: 'text', width: 22 },
    { key: 'trade_id', label: { en: 'Order id', ko: '주문 번호' }, kind: 'text', width: 30, only: 'export' },
    {
      key: 'registration_list_id',
      label: { en: 'Registration no.', ko: '등록 번호' },
      kind: 'text',
      width: 10,
      only: 'export',
    },
    // Refusals of the gateway callbacks are counted per sender and hour (issue 23 §4).
    { key: 'count', label: { en: 'Times', ko: '횟수' }, kind: 'number', sortable: true, width: 8 },
    { key: 'source_ip', label: { en: 'Sender address', ko: '발신 주소' }, kind: 'text', width: 18 },
    { key: 'created_at', label: { en: 'When', ko: '발생일' }, kind: 'dateTime', sortable: true, width: 20 },
    { key: 'last_at', label: { en: 'Last time', ko: '마지막 발생' }, kind: 'dateTime', width: 20 },
  ],
  filters: [
    { key: 'user_email', label: { en: 'E-mail contains', ko: '이메일 포함' }, kind: 'contains' },
    {
      key: 'reason',
      label: { en: 'Reason', ko: '사유' },
      kind: 'oneOf',
      choices: choices(FAILURE_REASON_LABELS),
    },
    { key: 'tid', label: { en: 'Transaction id', ko: '거래 번호' }, kind: 'equals' },
    { key: 'created_at', label: { en: 'When', ko: '발생일' }, kind: 'dateRange' },
  ],
};
