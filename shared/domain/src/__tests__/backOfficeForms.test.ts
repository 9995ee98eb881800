// The back office's popup, post, group and sponsor forms: the schemas the forms check with are the
// ones the API parses the mutation input with, so a value refused in the browser is refused by the
// API with the same code on the same field.
import { POPUP_NO_END, toSeoulInput, fromSeoulInput } from '../index';
import {
  groupInputSchema,
  isBlankHtml,
  popupFormSchema,
  popupInputFromForm,
  popupInputSchema,
  postDraftProblems,
  postFormSchema,
  postInputFromForm,
  postInputSchema,
  sponsorSecretariatFormSchema,
  sponsorSecretariatFromForm,
  sponsorUpdateSchema,
  toFieldErrors,
  type PopupFormValues,
  type PostFormValues,
} from '../validation';
import type { z } from 'zod';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error);
};

describe('Korea-time datetime-local values', () => {
  it('read as the instant in Asia/Seoul, and back', () => {
    expect(fromSeoulInput('2024-03-01T09:00')).toBe('2024-03-01T00:00:00.000Z');
    expect(toSeoulInput('2024-03-01T00:00:00.000Z')).toBe('2024-03-01T09:00');
    expect(toSeoulInput('2024-02-29T20:30:00Z')).toBe('2024-03-01T05:30');
  });
  it.each(['', '2024-03-01', '2024-03-01 09:00', '2024-13-01T09:00', 'tomorrow'])('refuse %j', (text) => {
    expect(fromSeoulInput(text)).toBeNull();
  });
});

describe('popup', () => {
  const form: PopupFormValues = {
    use: true,
    title: ' Welcome ',
    start: '2024-03-01T09:00',
    end: '2024-03-03T18:00',
    noEnd: false,
    content: '<p>Hello</p>',
    size_width: '400',
    size_height: '300',
    location: 'CENTER',
  };

  it('accepts a valid form and sends the API the instants and numbers it parses', () => {
    expect(errorsOf(popupFormSchema, form)).toEqual([]);
    const input = popupInputFromForm(form);
    expect(input).toEqual({
      use: true,
      title: 'Welcome',
      start: '2024-03-01T00:00:00.000Z',
      end: '2024-03-03T09:00:00.000Z',
      content: '<p>Hello</p>',
      size_width: 400,
      size_height: 300,
      location: 'CENTER',
    });
    expect(errorsOf(popupInputSchema, input)).toEqual([]);
  });

  it('stores "no end date" as the spec\'s far end, whatever the end field holds', () => {
    const input = popupInputFromForm({ ...form, noEnd: true, end: '' });
    expect(input.end).toBe(POPUP_NO_END);
    expect(errorsOf(popupFormSchema, { ...form, noEnd: true, end: '' })).toEqual([]);
  });

  it('puts each problem on its field with its translated code', () => {
    expect(
      errorsOf(popupFormSchema, {
        ...form,
        title: '   ',
        start: '',
        size_width: '',
        size_height: '1200.5',
      }),
    ).toEqual([
      { field: 'title', code: 'validation.required' },
      { field: 'start', code: 'validation.date' },
      { field: 'size_width', code: 'validation.popupSize' },
      { field: 'size_height', code: 'validation.popupSize' },
    ]);
    expect(errorsOf(popupFormSchema, { ...form, end: '2024-03-01T08:59' })).toEqual([
      { field: 'end', code: 'validation.endBeforeStart' },
    ]);
    expect(errorsOf(popupFormSchema, { ...form, size_width: '199' })).toEqual([
      { field: 'size_width', code: 'validation.popupSize' },
    ]);
    expect(errorsOf(popupFormSchema, { ...form, size_width: '1201' })).toEqual([
      { field: 'size_width', code: 'validation.popupSize' },
    ]);
  });

  it('refuses in the API what the form would refuse (the same schema)', () => {
    const input = { ...popupInputFromForm(form), size_width: 50, end: '2024-02-01T00:00:00Z' };
    expect(errorsOf(popupInputSchema, input)).toEqual([
      { field: 'size_width', code: 'validation.popupSize' },
      { field: 'end', code: 'validation.endBeforeStart' },
    ]);
    expect(errorsOf(popupInputSchema, { ...input, size_width: 400, end: '3001-01-01T00:00:00Z' })).toEqual([
      { field: 'end', code: 'validation.date' },
    ]);
    expect(errorsOf(popupInputSchema, { ...popupInputFromForm(form), location: 'TOP' })).toEqual([
      { field: 'location', code: 'validation.invalid' },
    ]);
  });
});

describe('post', () => {
  const file = { id: '7', name: 'a.png', url: '/uploads/a.png' };
  const form: PostFormValues = {
    title: 'Room change',
    type: 'NOTICE',
    created_name: '  ',
    content: '<p>Hall B</p>',
    gallery_main: null,
    attachments: [file],
  };

  it('accepts a valid form and sends file ids, a blank author as none', () => {
    expect(errorsOf(postFormSchema, form)).toEqual([]);
    expect(postInputFromForm(form)).toEqual({
      title: 'Room change',
      type: 'NOTICE',
      content: '<p>Hall B</p>',
      created_name: null,
      gallery_main: null,
      attachments: ['7'],
    });
  });

  it('needs content (text or an image) unless it is a gallery post, and a gallery post its image', () => {
    // Every problem at once: the content rule runs even when the title is missing.
    expect(errorsOf(postFormSchema, { ...form, title: '', content: '<p>&nbsp;</p>' })).toEqual([
      { field: 'title', code: 'validation.required' },
      { field: 'content', code: 'validation.required' },
    ]);
    expect(errorsOf(postFormSchema, { ...form, content: '<p>&nbsp;</p><p> </p>' })).toEqual([
      { field: 'content', code: 'validation.required' },
    ]);
    expect(errorsOf(postFormSchema, { ...form, content: '<p><img src="/uploads/a.png"></p>' })).toEqual([]);
    expect(errorsOf(postFormSchema, { ...form, type: 'GALLERY', content: '' })).toEqual([
      { field: 'gallery_main', code: 'validation.required' },
    ]);
    expect(errorsOf(postFormSchema, { ...form, type: 'GALLERY', content: '', gallery_main: file })).toEqual(
      [],
    );
  });

  it('refuses in the API what the form would refuse (the same rules)', () => {
    expect(errorsOf(postInputSchema, { title: 'T', type: 'NEWS', content: '<p></p>' })).toEqual([
      { field: 'content', code: 'validation.required' },
    ]);
    expect(errorsOf(postInputSchema, { title: 'T', type: 'BLOG', content: 'x' })).toEqual([
      { field: 'type', code: 'validation.invalid' },
    ]);
    expect(postDraftProblems({ type: 'GALLERY', content: '', gallery_main: 3 })).toEqual([]);
    expect(
      errorsOf(postInputSchema, { title: 'T', type: 'NEWS', content: 'x', attachments: Array(11).fill('1') }),
    ).toEqual([{ field: 'attachments', code: 'validation.tooMany' }]);
  });

  it('tells an empty editor from content', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;&#160;\u00a0</p>')).toBe(true);
    expect(isBlankHtml('<p>0</p>')).toBe(false);
    expect(isBlankHtml('<IMG src="/uploads/a.png">')).toBe(false);
  });
});

describe('group', () => {
  it('needs a title and a type of the fixed list', () => {
    expect(errorsOf(groupInputSchema, { title: ' ', type: '', free: false })).toEqual([
      { field: 'title', code: 'validation.required' },
      { field: 'type', code: 'validation.groupType' },
    ]);
    expect(errorsOf(groupInputSchema, { title: 'Grant', type: 'grant', free: false })).toEqual([
      { field: 'type', code: 'validation.groupType' },
    ]);
    expect(groupInputSchema.parse({ title: ' Travel grant ', type: 'GRANT', free: true })).toEqual({
      title: 'Travel grant',
      type: 'GRANT',
      free: true,
    });
  });
});

describe("sponsor (the secretariat's fields)", () => {
  const form = {
    grade: 'GOLD',
    sponsor_pay_status: 'CONFIRMED',
    sponsor_pay: '30,000,000',
    manager_memo: 'Paid by transfer',
  } as const;

  it('reads the amount with its thousands separators', () => {
    expect(errorsOf(sponsorSecretariatFormSchema, form)).toEqual([]);
    expect(sponsorSecretariatFromForm(form).sponsor_pay).toBe(30_000_000);
  });

  it.each([
    ['', 'validation.invalid'],
    ['abc', 'validation.invalid'],
    ['-5', 'validation.invalid'],
    ['1.5', 'validation.invalid'],
    ['10,000,000,001', 'validation.invalid'],
  ])('refuses the amount %j on its field', (amount, code) => {
    expect(errorsOf(sponsorSecretariatFormSchema, { ...form, sponsor_pay: amount })).toEqual([
      { field: 'sponsor_pay', code },
    ]);
  });

  it("applies the API's own rules (updateSponsor) to those fields", () => {
    const memo = 'x'.repeat(5001);
    expect(errorsOf(sponsorSecretariatFormSchema, { ...form, manager_memo: memo })).toEqual([
      { field: 'manager_memo', code: 'validation.tooLong' },
    ]);
    const application = {
      companyName_en: 'Busan Bio',
      managerName: 'Kim Minji',
      email: 'minji@busanbio.example',
      mobilePhone: '010-1234-5678',
      paymentSchedule: 'LUMP_SUM',
    };
    expect(
      errorsOf(sponsorUpdateSchema, {
        ...application,
        ...sponsorSecretariatFromForm({ ...form, manager_memo: memo }),
      }),
    ).toEqual([{ field: 'manager_memo', code: 'validation.tooLong' }]);
  });
});
