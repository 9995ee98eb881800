// Labels of coded values in both languages, in one place: the forms' and back office's messages
// are made from these (labelMessages), and the Excel exports write them in the organiser's
// language (issue 15: a spreadsheet showed DR, PROF, SIGN_UP and KR where people expect words).
import type { MailDeliveryState } from './mail';
import type { AbstractTopic } from './topics';
import type {
  AbstractCategory,
  AbstractPreference,
  AbstractStatus,
  MailType,
  RegistrationOccupation,
  UserTitle,
} from './enums';

export interface ValueLabel {
  en: string;
  ko: string;
}

/** A label in one language (Korean for 'ko', English otherwise). */
export const nameIn = (label: ValueLabel, locale: string): string => (locale === 'ko' ? label.ko : label.en);

export const USER_TITLE_LABELS: Record<UserTitle, ValueLabel> = {
  MR: { en: 'Mr.', ko: '남 (Mr.)' },
  MS: { en: 'Ms.', ko: '여 (Ms.)' },
  DR: { en: 'Dr.', ko: '박사 (Dr.)' },
  PROF: { en: 'Prof.', ko: '교수 (Prof.)' },
  OTHER: { en: 'Other', ko: '기타' },
};

export const REGISTRATION_OCCUPATION_LABELS: Record<RegistrationOccupation, ValueLabel> = {
  PROFESSOR: { en: 'Professor', ko: '교수' },
  FELLOW: { en: 'Fellow', ko: '전임의' },
  RESIDENT: { en: 'Resident', ko: '전공의' },
  PHARMACIST: { en: 'Pharmacist', ko: '약사' },
  NURSE: { en: 'Nurse', ko: '간호사' },
  DIETITIAN: { en: 'Dietitian', ko: '영양사' },
  STUDENT: { en: 'Student', ko: '학생' },
  NON_MEMBER: { en: 'Non-member', ko: '비회원' },
};

/** What a receipt is for (receipts.kind), as its mail and the back office name it. */
export const RECEIPT_KIND_LABELS: Record<'PAYMENT' | 'CANCELLATION', ValueLabel> = {
  PAYMENT: { en: 'Payment', ko: '결제' },
  CANCELLATION: { en: 'Cancellation (refund)', ko: '결제 취소 (환불)' },
};

export const MAIL_TYPE_LABELS: Record<MailType, ValueLabel> = {
  SIGN_UP: { en: 'Sign-up', ko: '회원가입' },
  FIND_PASSWORD: { en: 'Find password', ko: '비밀번호 찾기' },
  USER_INFO_EDIT: { en: 'Profile edit', ko: '회원정보 수정' },
  EVENT_REGISTRATION: { en: 'Registration', ko: '행사 등록' },
  REGISTRATION_EDIT: { en: 'Registration edit', ko: '등록 수정' },
  ABSTRACT_REGISTRATION: { en: 'Abstract submission', ko: '초록 등록' },
  ABSTRACT_EDIT: { en: 'Abstract edit', ko: '초록 수정' },
  PAYMENT_REQUEST: { en: 'Payment request', ko: '결제 요청' },
  SPONSOR_APPLICATION: { en: 'Sponsorship application', ko: '후원 신청 접수' },
  VISA_LETTER_DECISION: { en: 'Visa letter decision', ko: '비자 초청장 처리 결과' },
  PAYMENT_RECEIPT: { en: 'Payment receipt', ko: '결제 영수증' },
  PROGRAMME_SLOT_MOVED: { en: 'Programme slot moved', ko: '발표 일정 변경' },
  ABSTRACT_ACCEPTED: { en: 'Abstract accepted', ko: '초록 채택' },
  ABSTRACT_REJECTED: { en: 'Abstract not accepted', ko: '초록 불채택' },
  REVIEW_REMINDER: { en: 'Review reminder', ko: '심사 알림' },
  CREDITS_EXPECTED: { en: 'Expected CME credits', ko: '연수평점 사전 안내' },
  LOGIN_ALERT: { en: 'Wrong passwords for the account', ko: '계정 비밀번호 오류 알림' },
  SECOND_FACTOR_CHANGED: { en: 'Second factor changed', ko: '2단계 인증 변경 알림' },
  VIRTUAL_ACCOUNT: { en: 'Virtual account issued', ko: '가상계좌 발급' },
  MANUAL: { en: 'Written by an organiser', ko: '직접 작성' },
};

export const MAIL_DELIVERY_STATE_LABELS: Record<MailDeliveryState, ValueLabel> = {
  SENT: { en: 'Sent', ko: '발송 완료' },
  QUEUED: { en: 'Queued', ko: '대기 중' },
  FAILED: { en: 'Failed (retrying)', ko: '실패 (재시도 중)' },
};

export const ABSTRACT_STATUS_LABELS: Record<AbstractStatus, ValueLabel> = {
  SUBMITTED: { en: 'Submitted', ko: '제출됨' },
  PENDING: { en: 'Pending', ko: '심사 대기' },
  WITHDRAWN: { en: 'Withdrawn', ko: '철회됨' },
  ACCEPTED: { en: 'Accepted', ko: '채택' },
  REJECTED: { en: 'Rejected', ko: '불채택' },
};

export const ABSTRACT_PREFERENCE_LABELS: Record<AbstractPreference, ValueLabel> = {
  ORAL: { en: 'Oral', ko: '구연' },
  POSTER: { en: 'Poster', ko: '포스터' },
};

export const ABSTRACT_CATEGORY_LABELS: Record<AbstractCategory, ValueLabel> = {
  ORIGINAL: { en: 'Original article', ko: '원저' },
  CASE_REPORT: { en: 'Case report', ko: '증례 보고' },
};

/** The 22 topics of spec §9. */
export const ABSTRACT_TOPIC_LABELS: Record<AbstractTopic, ValueLabel> = {
  GENERAL: { en: 'General', ko: '일반' },
  AUTOPSY: { en: 'Autopsy', ko: '부검' },
  BIOBANK: { en: 'Biobank', ko: '바이오뱅크' },
  DIGITAL_PATHOLOGY_AI: { en: 'Digital pathology and AI', ko: '디지털 병리 및 인공지능' },
  EDUCATION: { en: 'Education', ko: '교육' },
  QUALITY: { en: 'Quality', ko: '정도관리' },
  INFECTIOUS_DISEASE: { en: 'Infectious disease', ko: '감염 질환' },
  PEDIATRIC: { en: 'Pediatric', ko: '소아' },
  CARDIOVASCULAR: { en: 'Cardiovascular', ko: '심혈관' },
  HEMATOPOIETIC: { en: 'Hematopoietic', ko: '조혈' },
  RESPIRATORY: { en: 'Respiratory', ko: '호흡기' },
  HEAD_AND_NECK: { en: 'Head and neck', ko: '두경부' },
  GI: { en: 'Gastrointestinal', ko: '위장관' },
  HEPATOBILIARY_PANCREAS: { en: 'Hepatobiliary and pancreas', ko: '간담췌' },
  RENAL: { en: 'Renal', ko: '신장' },
  URINARY_MALE_GENITAL: { en: 'Urinary and male genital', ko: '비뇨기 및 남성 생식기' },
  FEMALE_GENITAL: { en: 'Female genital', ko: '여성 생식기' },
  BREAST: { en: 'Breast', ko: '유방' },
  ENDOCRINE: { en: 'Endocrine', ko: '내분비' },
  SKIN: { en: 'Skin', ko: '피부' },
  BONE_SOFT_TISSUE: { en: 'Bone and soft tissue', ko: '골 및 연부조직' },
  NERVOUS_SYSTEM_EYE: { en: 'Nervous system and eye', ko: '신경계 및 안구' },
};

/** Message catalogue entries (`<prefix><CODE>`) in one language, made from a label map. */
export function labelMessages<P extends string, K extends string>(
  prefix: P,
  labels: Readonly<Record<K, ValueLabel>>,
  locale: 'en' | 'ko',
): Record<`${P}${K}`, string> {
  return Object.fromEntries(
    Object.entries<ValueLabel>(labels).map(([code, label]) => [prefix + code, label[locale]]),
  ) as Record<`${P}${K}`, string>;
}
