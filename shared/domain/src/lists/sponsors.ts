import { SPONSOR_GRADES } from '../enums';
import { SPONSOR_GRADE_LABELS, SPONSOR_PAY_STATUSES, SPONSOR_PAY_STATUS_LABELS } from '../sponsors';
import type { ListDeclaration } from './types';

/** sponsor/sponsorData (spec §7 `sponsors`; the Excel export takes the chosen ids). */
export const SPONSORS_LIST: ListDeclaration = {
  name: 'sponsors',
  title: { en: 'Sponsors', ko: '후원사' },
  defaultSort: { field: 'created_at', direction: 'DESC' },
  columns: [
    { key: 'id', label: { en: 'No.', ko: '번호' }, kind: 'id', sortable: true, width: 8 },
    {
      key: 'companyName_en',
      label: { en: 'Company', ko: '회사명(영문)' },
      kind: 'text',
      sortable: true,
      width: 28,
    },
    { key: 'companyName_kr', label: { en: 'Company (Korean)', ko: '회사명' }, kind: 'text', width: 20 },
    {
      key: 'grade',
      label: { en: 'Grade', ko: '등급' },
      kind: 'text',
      sortable: true,
      width: 14,
      values: SPONSOR_GRADE_LABELS,
    },
    {
      key: 'price',
      label: { en: 'Amount (KRW)', ko: '금액(원)' },
      kind: 'number',
      sortable: true,
      width: 14,
    },
    { key: 'sponsor_pay', label: { en: 'Received (KRW)', ko: '입금액(원)' }, kind: 'number', width: 14 },
    {
      key: 'sponsor_pay_status',
      label: { en: 'Status', ko: '상태' },
      kind: 'text',
      sortable: true,
      width: 14,
      // The status by its name on screen and in the export (the export wrote APPLIED).
      values: SPONSOR_PAY_STATUS_LABELS,
    },
    { key: 'managerName', label: { en: 'Manager', ko: '담당자' }, kind: 'text', width: 14 },
    { key: 'email', label: { en: 'E-mail', ko: '이메일' }, kind: 'text', width: 28 },
    { key: 'mobilePhone', label: { en: 'Mobile', ko: '휴대전화' }, kind: 'text', width: 16 },
    { key: 'phone', label: { en: 'Phone', ko: '전화' }, kind: 'text', width: 16, only: 'export' },
    { key: 'bizNumber', label: { en: 'Business no.', ko: '사업자등록번호' }, kind: 'text', width: 14 },
    {
      key: 'homepage_en',
      label: { en: 'Homepage', ko: '홈페이지' },
      kind: 'text',
      width: 24,
      only: 'export',
    },
    { key: 'address', label: { en: 'Address', ko: '주소' }, kind: 'text', width: 30, only: 'export' },
    {
      key: 'partnership',
      label: { en: 'Partnership', ko: '협력 내용' },
      kind: 'text',
      width: 24,
      only: 'export',
    },
    {
      key: 'paymentSchedule',
      label: { en: 'Payment schedule', ko: '입금 일정' },
      kind: 'text',
      width: 16,
      only: 'export',
    },
    {
      key: 'taxBill',
      label: { en: 'Tax invoice', ko: '세금계산서' },
      kind: 'flag',
      width: 10,
      only: 'export',
    },
    {
      key: 'taxBillSchedule',
      label: { en: 'Invoice timing', ko: '계산서 발행 시기' },
      kind: 'text',
      width: 16,
      only: 'export',
    },
    {
      key: 'taxBillEmail',
      label: { en: 'Invoice e-mail', ko: '계산서 이메일' },
      kind: 'text',
      width: 26,
      only: 'export',
    },
    { key: 'manager_memo', label: { en: 'Memo', ko: '메모' }, kind: 'text', width: 30, only: 'export' },
    {
      key: 'created_at',
      label: { en: 'Applied', ko: '신청일' },
      kind: 'dateTime',
      sortable: true,
      width: 18,
    },
  ],
  filters: [
    { key: 'company_contains', label: { en: 'Company contains', ko: '회사명 포함' }, kind: 'contains' },
    { key: 'email_contains', label: { en: 'E-mail contains', ko: '이메일 포함' }, kind: 'contains' },
    {
      key: 'grade',
      label: { en: 'Grade', ko: '등급' },
      kind: 'oneOf',
      choices: SPONSOR_GRADES.map((value) => ({ value, label: SPONSOR_GRADE_LABELS[value] })),
    },
    {
      key: 'sponsor_pay_status',
      label: { en: 'Status', ko: '상태' },
      kind: 'oneOf',
      choices: SPONSOR_PAY_STATUSES.map((value) => ({ value, label: SPONSOR_PAY_STATUS_LABELS[value] })),
    },
    { key: 'created_at', label: { en: 'Applied', ko: '신청일' }, kind: 'dateRange' },
  ],
};
