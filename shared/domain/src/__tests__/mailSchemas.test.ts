import { mailTemplateSchema } from '../validation';

const template = {
  title: 'Your registration',
  contents: '<p>Dear {givenName}</p>',
  type: 'SIGN_UP',
  locale: 'en',
};
const problems = (values: Record<string, unknown>) => {
  const result = mailTemplateSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a mail template', () => {
  test('with a subject and a body is valid', () => {
    expect(problems(template)).toEqual([]);
  });

  test("a body that shows nothing (a new editor's <p></p>) is missing, like an empty subject", () => {
    expect(problems({ ...template, title: '  ', contents: '<p></p>' })).toEqual([
      'title: validation.required',
      'contents: validation.required',
    ]);
    expect(problems({ ...template, contents: '<p>&nbsp;</p><p><br></p>' })).toEqual([
      'contents: validation.required',
    ]);
    expect(problems({ ...template, contents: '<p><img src="/uploads/logo.png"></p>' })).toEqual([]);
  });
});
