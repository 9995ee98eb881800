import {
  businessNumberRule,
  dialCodeRule,
  emailRule,
  globalPhoneRule,
  koreanMobileRule,
  nameRule,
  affiliationRule,
  nameTagName,
  passwordRule,
  requiredText,
  toFieldErrors,
  urlRule,
} from '../validation';
import { z } from 'zod';

const ok = (rule: z.ZodType, value: unknown) => rule.safeParse(value).success;
const message = (rule: z.ZodType, value: unknown) => rule.safeParse(value).error?.issues[0]?.message;

describe('Korean mobile phone (spec §5)', () => {
  it.each(['010-1234-5678', '01012345678', '011-123-4567', '0161234567', '019-9999-0000'])(
    'accepts %s',
    (v) => expect(ok(koreanMobileRule, v)).toBe(true),
  );
  it.each(['012-1234-5678', '02-123-4567', '010-12345-678', '010-1234-56789', '010 1234 5678', ''])(
    'rejects %s',
    (v) => expect(ok(koreanMobileRule, v)).toBe(false),
  );
  it('caps the length at 13 with hyphens', () => {
    expect('010-1234-5678'.length).toBe(13);
    expect(message(koreanMobileRule, '010-1234-56789')).toBe('validation.koreanMobile');
  });
});

describe('global phone, dial code, digits', () => {
  it('accepts digits and hyphens between digits', () => {
    expect(ok(globalPhoneRule, '1-202-555-0143')).toBe(true);
    expect(ok(globalPhoneRule, '7')).toBe(true);
  });
  it.each(['-1202', '1202-', '+1 202', 'abc'])('rejects %s', (v) =>
    expect(ok(globalPhoneRule, v)).toBe(false),
  );
  it('needs a plus and digits for a dial code', () => {
    expect(ok(dialCodeRule, '+82')).toBe(true);
    expect(ok(dialCodeRule, '82')).toBe(false);
    expect(ok(dialCodeRule, '+8a')).toBe(false);
  });
});

describe('names and affiliations by mode', () => {
  it('allows only Hangul and spaces in Korean mode', () => {
    expect(ok(nameRule('korean'), '홍 길동')).toBe(true);
    expect(message(nameRule('korean'), 'Hong')).toBe('validation.koreanName');
  });
  it('allows Latin letters, spaces and hyphens overseas', () => {
    expect(ok(nameRule('overseas'), 'Anne-Marie de Vries')).toBe(true);
    expect(message(nameRule('overseas'), 'José')).toBe('validation.latinName');
    expect(ok(nameRule('overseas'), '홍길동')).toBe(false);
  });
  it('allows parentheses and digits in affiliations', () => {
    expect(ok(affiliationRule('korean'), '서울대학교병원 (병리과) 2')).toBe(true);
    expect(ok(affiliationRule('overseas'), 'Mayo Clinic (Rochester) 1')).toBe(true);
    expect(ok(affiliationRule('overseas'), 'Mayo Clinic, Rochester')).toBe(false);
  });
  it('treats blank as missing', () => {
    expect(message(nameRule('overseas'), '   ')).toBe('validation.required');
    expect(message(requiredText(), '')).toBe('validation.required');
  });
});

describe('password (spec §5 forbidden characters, decided length)', () => {
  it('accepts letters, digits and the allowed symbols', () => {
    expect(ok(passwordRule, 'abcd1234')).toBe(true);
    expect(ok(passwordRule, 'Pass_word-2024.')).toBe(true);
  });
  it.each([
    '<',
    '>',
    '`',
    '~',
    '!',
    '@',
    '#',
    '$',
    '%',
    '^',
    '&',
    '*',
    '|',
    '\\',
    "'",
    '"',
    ';',
    ':',
    '/',
    '?',
  ])('rejects a password containing %s', (ch) =>
    expect(message(passwordRule, `abcd1234${ch}`)).toBe('validation.passwordForbiddenChars'),
  );
  it('needs 8 to 64 characters with a letter and a digit', () => {
    expect(message(passwordRule, 'abc123')).toBe('validation.passwordLength');
    expect(message(passwordRule, 'abcdefgh')).toBe('validation.passwordLetterDigit');
    expect(ok(passwordRule, `a1${'x'.repeat(63)}`)).toBe(false);
  });
});

describe('email, url, business number', () => {
  it('checks e-mail format and blanks', () => {
    expect(ok(emailRule, ' someone@example.org ')).toBe(true);
    expect(message(emailRule, 'someone@')).toBe('validation.email');
    expect(message(emailRule, '')).toBe('validation.required');
  });
  it('checks URLs', () => {
    expect(ok(urlRule, 'https://example.org/x')).toBe(true);
    expect(ok(urlRule, 'javascript:alert(1)')).toBe(false);
  });
  it('accepts 10 digits or 3-2-5', () => {
    expect(ok(businessNumberRule, '1234567890')).toBe(true);
    expect(ok(businessNumberRule, '123-45-67890')).toBe(true);
    expect(ok(businessNumberRule, '12-345-67890')).toBe(false);
    expect(ok(businessNumberRule, '123456789')).toBe(false);
  });
});

describe('helpers', () => {
  it('prints the family name in capitals on the name tag', () => {
    expect(nameTagName(' Minji ', 'kim')).toBe('Minji KIM');
  });
  it('reports one message per field', () => {
    const schema = z.object({ email: emailRule, password: passwordRule });
    const result = schema.safeParse({ email: 'x', password: '!' });
    expect(toFieldErrors(result.error!)).toEqual([
      { field: 'email', code: 'validation.email' },
      { field: 'password', code: 'validation.passwordLength' },
    ]);
  });
});
