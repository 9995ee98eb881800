export const en = {
  'mypage.welcome': 'Welcome, {name}',
};
