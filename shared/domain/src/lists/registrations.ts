import {
  PAY_STATUSES,
  REGISTRATION_ATTENDS,
  REGISTRATION_PRICE_STATUSES,
  type PayStatus,
  type RegistrationPriceStatus,
} from '../enums';
import { TIER_NAMES } from '../fees';
import { REGISTRATION_OCCUPATION_LABELS } from '../labels';
import type { Label, ListDeclaration } from './types';

/** price_status labels (decided values; docs/decisions.md). */
export const PRICE_STATUS_LABELS: Record<RegistrationPriceStatus, Label> = {
  UNPAID: { en: 'Unpaid', ko: '미결제' },
  PAID: { en: 'Paid', ko: '결제 완료' },
  FREE: { en: 'Free', ko: '무료' },
  REFUND_REQUESTED: { en: 'Refund requested', ko: '환불 요청' },
  REFUNDED: { en: 'Refunded', ko: '환불 완료' },
  CANCELLED: { en: 'Cancelled', ko: '등록 취소' },
};

/** Payment status labels (spec §4: paid, payment requested, Error, cancelled, bank transfer). */
export const PAY_STATUS_LABELS: Record<PayStatus, Label> = {
  PAID: { en: 'Paid', ko: '결제 완료' },
  REQUESTED: { en: 'Payment requested', ko: '결제 요청' },
  ERROR: { en: 'Error', ko: '오류' },
  CANCELLED: { en: 'Cancelled', ko: '결제 취소' },
  BANK_TRANSFER: { en: 'Bank transfer', ko: '무통장 입금' },
};

export const ATTEND_LABELS: Record<(typeof REGISTRATION_ATTENDS)[number], Label> = {
  OFFLINE: { en: 'On site', ko: '현장 참석' },
  ONLINE: { en: 'Online', ko: '온라인' },
};

/** regist/committeUserData (spec §2; `registrationLists` of §7). */
export const REGISTRATIONS_LIST: ListDeclaration = {
  name: 'registrations',
  personalData: 'read',
  title: { en: 'Registrations', ko: '등록자' },
  defaultSort: { field: 'created_at', direction: 'DESC' },
  columns: [
    { key: 'id', label: { en: 'No.', ko: '번호' }, kind: 'id', sortable: true, width: 8 },
    { key: 'email', label: { en: 'E-mail', ko: '이메일' }, kind: 'text', sortable: true, width: 30 },
    { key: 'name', label: { en: 'Name', ko: '이름' }, kind: 'text', width: 22 },
    { key: 'name_kr', label: { en: 'Korean name', ko: '한글 이름' }, kind: 'text', width: 12 },
    { key: 'country', label: { en: 'Country', ko: '국가' }, kind: 'country', width: 14 },
    {
      key: 'category',
      label: { en: 'Tier', ko: '등록 구분' },
      kind: 'text',
      sortable: true,
      width: 30,
      values: TIER_NAMES,
    },
    {
      key: 'occupation',
      label: { en: 'Category', ko: '직종' },
      kind: 'text',
      width: 12,
      values: REGISTRATION_OCCUPATION_LABELS,
    },
    {
      key: 'attend',
      label: { en: 'Attendance', ko: '참석 형태' },
      kind: 'text',
      width: 10,
      values: ATTEND_LABELS,
    },
    { key: 'price', label: { en: 'Amount', ko: '금액' }, kind: 'number', width: 12 },
    { key: 'currency', label: { en: 'Currency', ko: '통화' }, kind: 'text', width: 8 },
    {
      key: 'price_status',
      label: { en: 'Registration status', ko: '등록 상태' },
      kind: 'text',
      sortable: true,
      width: 14,
      values: PRICE_STATUS_LABELS,
    },
    {
      key: 'pay_status',
      label: { en: 'Payment status', ko: '결제 상태' },
      kind: 'text',
      width: 16,
      values: PAY_STATUS_LABELS,
    },
    {
      key: 'pay_tid',
      label: { en: 'Transaction id', ko: '거래 번호' },
      kind: 'text',
      width: 22,
      only: 'export',
    },
    { key: 'dinnerAttendance', label: { en: 'Dinner', ko: '만찬' }, kind: 'flag', width: 8 },
    {
      key: 'accompanyingPerson',
      label: { en: 'Accompanying', ko: '동반자' },
      kind: 'number',
      width: 10,
    },
    { key: 'vegetarian', label: { en: 'Vegetarian', ko: '채식' }, kind: 'flag', width: 8, only: 'export' },
    {
      key: 'dietaryNeeds',
      label: { en: 'Dietary needs', ko: '식이 요구' },
      kind: 'text',
      width: 20,
      only: 'export',
    },
    { key: 'alergy', label: { en: 'Allergy', ko: '알레르기' }, kind: 'text', width: 20, only: 'export' },
    {
      key: 'badgeName',
      label: { en: 'Badge name', ko: '명찰 이름' },
      kind: 'text',
      width: 22,
      only: 'export',
    },
    {
      key: 'created_at',
      label: { en: 'Registered', ko: '등록일' },
      kind: 'dateTime',
      sortable: true,
      width: 20,
    },
  ],
  filters: [
    { key: 'user', label: { en: 'Member no.', ko: '회원 번호' }, kind: 'equals' },
    { key: 'email_contains', label: { en: 'E-mail contains', ko: '이메일 포함' }, kind: 'contains' },
    { key: 'name_contains', label: { en: 'Name contains', ko: '이름 포함' }, kind: 'contains' },
    { key: 'country', label: { en: 'Country', ko: '국가' }, kind: 'oneOf', options: 'countries' },
    {
      key: 'price_status',
      label: { en: 'Registration status', ko: '등록 상태' },
      kind: 'oneOf',
      choices: REGISTRATION_PRICE_STATUSES.map((value) => ({ value, label: PRICE_STATUS_LABELS[value] })),
    },
    {
      key: 'attend',
      label: { en: 'Attendance', ko: '참석 형태' },
      kind: 'oneOf',
      choices: REGISTRATION_ATTENDS.map((value) => ({ value, label: ATTEND_LABELS[value] })),
    },
    {
      key: 'category',
      label: { en: 'Tier', ko: '등록 구분' },
      kind: 'oneOf',
      choices: Object.entries(TIER_NAMES).map(([value, label]) => ({ value, label })),
    },
    { key: 'pay_tid', label: { en: 'Transaction id', ko: '거래 번호' }, kind: 'equals' },
    { key: 'pay_null', label: { en: 'No payment', ko: '결제 없음' }, kind: 'flag' },
    { key: 'created_at', label: { en: 'Registered', ko: '등록일' }, kind: 'dateRange' },
    { key: 'delete', label: { en: 'Deleted', ko: '삭제' }, kind: 'flag', defaultValue: false },
  ],
};

export const PAY_STATUS_CHOICES = PAY_STATUSES.map((value) => ({ value, label: PAY_STATUS_LABELS[value] }));
