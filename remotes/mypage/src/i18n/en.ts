export const en = {
  'mypage.welcome': 'Welcome, {name}',
  'mypage.confirmBanner':
    'Please confirm your e-mail address {email}: open the link we mailed you. Until then we send you no other mail.',
  'mypage.confirmResend': 'Send the link again',
  'mypage.confirmResent': 'A new confirmation link is on its way.',
};
