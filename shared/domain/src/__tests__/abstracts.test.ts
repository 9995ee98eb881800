import {
  ABSTRACT_LIMITS,
  bodyWordCount,
  countWords,
  isWithin,
  ownerEditRefusal,
  statusChangeRefusal,
} from '../abstracts';
import { abstractInputSchema, type AbstractInput } from '../validation/abstract';
import { ABSTRACT_STATUSES } from '../enums';

const valid = (): AbstractInput => ({
  title: 'Dietary fibre and colorectal pathology',
  preference: 'ORAL',
  category: 'ORIGINAL',
  topic: 'GI',
  objectives: 'To study fibre.',
  methods: 'We counted.',
  results: 'Fewer polyps.',
  conclusions: 'Eat fibre.',
  keywords: 'fibre, colon',
  author: [
    {
      givenName: 'Minji',
      familyName: 'Kim',
      email: 'minji@example.org',
      affiliations: [1],
      presenting: true,
      corresponding: true,
    },
    {
      givenName: 'Jun',
      familyName: 'Park',
      email: 'jun@example.org',
      affiliations: [1, 2],
      presenting: false,
      corresponding: false,
    },
  ],
  including: ['Seoul National University', 'Pusan National University'],
  terms: true,
});

const codes = (input: unknown) => {
  const result = abstractInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('abstract input', () => {
  it('accepts a complete abstract', () => expect(codes(valid())).toEqual([]));

  it('drops invisible characters from the title; a title of nothing else is missing', () => {
    const parsed = abstractInputSchema.parse({
      ...valid(),
      title: '\u200BFibre\u200D and\uFEFF colon\u00AD ',
    });
    expect(parsed.title).toBe('Fibre and colon');
    expect(codes({ ...valid(), title: '\u200B\u200C\uFEFF' })).toEqual(['title:validation.required']);
  });

  it('counts words of the four sections together', () => {
    expect(countWords('  one two\nthree  ')).toBe(3);
    expect(countWords('')).toBe(0);
    expect(bodyWordCount({ objectives: 'a b', methods: 'c', results: '', conclusions: 'd e f' })).toBe(6);
    const long = 'word '.repeat(ABSTRACT_LIMITS.bodyWords);
    expect(codes({ ...valid(), results: long })).toEqual(['objectives:validation.abstractWords']);
    expect(codes({ ...valid(), objectives: 'word '.repeat(ABSTRACT_LIMITS.bodyWords - 6) })).toEqual([]);
  });

  it('needs exactly one presenter, a corresponding author and known affiliation numbers', () => {
    const [first, second] = valid().author as [AbstractInput['author'][0], AbstractInput['author'][0]];
    expect(codes({ ...valid(), author: [first, { ...second, presenting: true }] })).toEqual([
      'author:validation.abstractOnePresenter',
    ]);
    expect(codes({ ...valid(), author: [{ ...first, corresponding: false }, second] })).toEqual([
      'author:validation.abstractCorresponding',
    ]);
    expect(codes({ ...valid(), author: [first, { ...second, affiliations: [3] }] })).toEqual([
      'author.1.affiliations:validation.abstractAffiliation',
    ]);
  });

  it('requires the terms and bounds keywords, title and images', () => {
    expect(codes({ ...valid(), terms: false })).toEqual(['terms:validation.abstractTerms']);
    expect(codes({ ...valid(), keywords: 'a, b, c, d, e, f' })).toEqual([
      'keywords:validation.abstractKeywords',
    ]);
    expect(codes({ ...valid(), title: 'x'.repeat(301) })).toEqual(['title:validation.tooLong']);
    expect(codes({ ...valid(), title: '   ' })).toEqual(['title:validation.required']);
    expect(codes({ ...valid(), topic: 'ASTROLOGY' })).toEqual(['topic:validation.required']);
    expect(codes({ ...valid(), file_img: ['1', '2', '3', '4', '5', '6'] })).toEqual([
      'file_img:validation.tooMany',
    ]);
  });
});

describe('abstract status changes', () => {
  it('lets owners only withdraw, from submitted or pending, while the period is open', () => {
    for (const from of ABSTRACT_STATUSES)
      for (const to of ABSTRACT_STATUSES) {
        const allowed = to === 'WITHDRAWN' && (from === 'SUBMITTED' || from === 'PENDING');
        expect([from, to, statusChangeRefusal('owner', from, to, true)]).toEqual([
          from,
          to,
          allowed ? null : 'STATUS',
        ]);
      }
    expect(statusChangeRefusal('owner', 'SUBMITTED', 'WITHDRAWN', false)).toBe('PERIOD_CLOSED');
  });

  it('lets organisers decide at any time but never to the same status', () => {
    expect(statusChangeRefusal('organiser', 'SUBMITTED', 'ACCEPTED', false)).toBeNull();
    expect(statusChangeRefusal('organiser', 'ACCEPTED', 'REJECTED', false)).toBeNull();
    expect(statusChangeRefusal('organiser', 'WITHDRAWN', 'SUBMITTED', true)).toBeNull();
    expect(statusChangeRefusal('organiser', 'WITHDRAWN', 'ACCEPTED', true)).toBe('STATUS');
    for (const status of ABSTRACT_STATUSES)
      expect(statusChangeRefusal('organiser', status, status, true)).toBe('STATUS');
  });

  it('lets owners edit submitted or pending abstracts while the period is open', () => {
    expect(ownerEditRefusal('SUBMITTED', true)).toBeNull();
    expect(ownerEditRefusal('PENDING', true)).toBeNull();
    expect(ownerEditRefusal('ACCEPTED', true)).toBe('STATUS');
    expect(ownerEditRefusal('WITHDRAWN', true)).toBe('STATUS');
    expect(ownerEditRefusal('SUBMITTED', false)).toBe('PERIOD_CLOSED');
  });

  it('treats a period as both ends included, a missing end as open', () => {
    const start = new Date('2024-01-01T00:00:00+09:00');
    const end = new Date('2024-01-31T23:59:59+09:00');
    expect(isWithin({ start, end }, start)).toBe(true);
    expect(isWithin({ start, end }, end)).toBe(true);
    expect(isWithin({ start, end }, new Date(end.getTime() + 1000))).toBe(false);
    expect(isWithin({ start, end: null }, new Date('2999-01-01'))).toBe(true);
  });
});
