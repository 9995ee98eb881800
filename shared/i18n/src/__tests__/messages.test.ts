import { ERROR_CODES } from '@congress/domain';
import { en } from '../messages/en';
import { ko } from '../messages/ko';
import { withFallback } from '../I18nProvider';

describe('messages', () => {
  it('have the same keys in English and Korean, none empty', () => {
    expect(Object.keys(ko).sort()).toEqual(Object.keys(en).sort());
    for (const value of [...Object.values(en), ...Object.values(ko)]) expect(value.trim()).not.toBe('');
  });

  it('translate every API error code', () => {
    for (const code of ERROR_CODES) expect(en).toHaveProperty([`error.${code}`]);
  });

  it('carry the spec messages verbatim', () => {
    expect(en['error.LOGIN_REQUIRED']).toBe('Login is required.');
    expect(en['error.LOGIN_EXPIRED']).toBe('Login has expired. Please login again.');
    expect(en['error.ACCOUNT_DELETED']).toBe('This Account has deleted.');
    expect(en['error.NOT_PERMITTED']).toBe('This account has not permitted.');
  });

  it('fall back to English for keys a translation lacks', () => {
    expect(withFallback({ en: { a: 'A', b: 'B' }, ko: { a: '가' } }, 'ko')).toEqual({ a: '가', b: 'B' });
  });
});
