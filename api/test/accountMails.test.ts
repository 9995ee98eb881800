// Issue 15 §3 and §7: a Korean mail to a member without a Korean name greets them by their
// English name and ends in Korean; a password change has its own notice, sent even right after a
// profile-edit notice.
import { overseasSignUp, memberProfile } from './fixtures';
import { startHarness, type Harness } from './harness';

const REGISTER = `mutation ($input: RegisterInput!, $locale: String) {
  register(input: $input, locale: $locale) { jwt }
}`;
const UPDATE = `mutation ($id: ID!, $input: UpdateUserInput!, $locale: String) {
  updateUser(id: $id, input: $input, locale: $locale) { id }
}`;

describe('account mails', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const mailsTo = (email: string): Promise<{ type: string; title: string; content: string }[]> =>
    h.knex('send_emails').whereRaw('lower(usermail) = lower(?)', [email]).orderBy('id');

  it('greets an overseas member who signs up in Korean by their English name, in Korean throughout', async () => {
    const input = overseasSignUp();
    const result = await h.gql(REGISTER, { input, locale: 'ko' });
    expect(result.errors).toBeUndefined();
    const [mail] = await mailsTo(input.email);
    expect(mail?.title).toBe('대한병리학회 2024 학술대회 이메일 주소를 확인해 주세요');
    expect(mail?.content).toContain('<p>Anne de Vries님,</p>');
    expect(mail?.content).toContain('대한병리학회 2024 학술대회 사무국');
    expect(mail?.content).not.toContain('secretariat');
    expect(`${mail?.title}${mail?.content}`).not.toContain('{');
  });

  it.each([
    ['en', 'Your password was changed', 'Your account information was changed'],
    ['ko', '비밀번호가 변경되었습니다', '회원 정보가 변경되었습니다'],
  ])(
    'sends "password changed" (%s) even right after a profile-edit notice',
    async (locale, password, info) => {
      const member = await h.createUser(memberProfile);
      const edit = await h.gql(
        UPDATE,
        { id: member.id, input: { department: 'Cytology' }, locale },
        member.token,
      );
      expect(edit.errors).toBeUndefined();
      const change = await h.gql(
        UPDATE,
        { id: member.id, input: { currentPassword: 'Password2024', password: 'NewPassword2025' }, locale },
        member.token,
      );
      expect(change.errors).toBeUndefined();
      const mails = await mailsTo(member.email);
      expect(mails.map((m) => [m.type, m.title])).toEqual([
        ['USER_INFO_EDIT', info],
        ['USER_INFO_EDIT', password],
      ]);
      expect(mails.map((m) => m.content).join('')).not.toContain('{');
    },
  );
});
