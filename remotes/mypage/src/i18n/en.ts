export const en = {
  'mypage.welcome': 'Welcome, {name}',
  'mypage.email': 'ID (e-mail)',
  'mypage.name': 'Name',
  'mypage.role': 'Account type',
  'mypage.role.Member': 'Member',
  'mypage.role.Authenticated': 'Organiser',
  'mypage.invited': 'Invited speaker',
};
