import type { LocaleMessages } from '@congress/i18n';

const en = {
  'general.p1':
    'Time zone: Korea Standard Time (UTC+9). Currency: Korean won (KRW). Electricity: 220 V, 60 Hz.',
  'general.p2': 'Name badges are required for all sessions and are collected at the registration desk.',
  'venue.p1': 'BEXCO (Busan Exhibition & Convention Center), 55 APEC-ro, Haeundae-gu, Busan, Korea.',
  'venue.p2':
    'From Gimhae International Airport: about 50 minutes by airport limousine or taxi. Nearest subway: Centum City (line 2).',
};

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'general.p1': '시간대: 한국 표준시 (UTC+9). 통화: 원화 (KRW). 전압: 220 V, 60 Hz.',
  'general.p2': '모든 세션에 명찰이 필요하며, 등록 데스크에서 수령합니다.',
  'venue.p1': '벡스코 (BEXCO), 부산광역시 해운대구 APEC로 55.',
  'venue.p2': '김해국제공항에서 공항 리무진 또는 택시로 약 50분. 가까운 지하철역: 센텀시티역 (2호선).',
};

export const messages: LocaleMessages = { en, ko };
