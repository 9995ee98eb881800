// Texts of the badge section of My registration (BadgeSection.tsx), which the badge drawn ahead of
// the app (ahead.ts) shows too: one text for both.
export const badgeEn = {
  'registration.badge': 'My badge',
  'registration.badgeQrHint':
    'Show this QR code at the registration desk of the congress; the desk scans it when you enter and leave.',
  'registration.badgeQr': 'QR code of badge no. {number}',
  'registration.badgeNumber': 'Registration no. {number}',
};

// The type makes a missing or extra Korean text a compile error.
export const badgeKo: Record<keyof typeof badgeEn, string> = {
  'registration.badge': '내 명찰',
  'registration.badgeQrHint':
    '학술대회 등록 데스크에서 이 QR 코드를 보여 주세요. 입장과 퇴장 때 데스크에서 스캔합니다.',
  'registration.badgeQr': '명찰 {number}번의 QR 코드',
  'registration.badgeNumber': '등록번호 {number}',
};
