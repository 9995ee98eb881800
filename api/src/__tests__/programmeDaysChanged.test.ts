import { daysChanged, type PublishedProgramme } from '../modules/programme/programme.document';

const person = (id: number, name_en: string) => ({
  id,
  name_en,
  name_ko: name_en,
  affiliation_en: '',
  affiliation_ko: '',
  photo_url: null,
  cv_url: null,
});
const session = (id: number, day_id: number, chair: number, start: string) => ({
  id,
  day_id,
  room_id: 1,
  kind: 'SYMPOSIUM' as const,
  title_en: `Session ${id}`,
  title_ko: `세션 ${id}`,
  start,
  end: start,
  chair_ids: [chair],
  talks: [],
});
const programme = (): PublishedProgramme => ({
  days: [
    { id: 1, date: '2024-03-21', label_en: 'Day 1', label_ko: '1일' },
    { id: 2, date: '2024-03-22', label_en: 'Day 2', label_ko: '2일' },
  ],
  rooms: [{ id: 1, name_en: 'Hall A', name_ko: 'A홀', position: 0, poster_area: false }],
  sessions: [
    session(10, 1, 100, '2024-03-21T00:00:00.000Z'),
    session(20, 2, 200, '2024-03-22T00:00:00.000Z'),
  ],
  people: [person(100, 'Anne'), person(200, 'Jiwoo')],
});

describe('the days a publication changed', () => {
  test('a first publication changes every day; the same document again changes none', () => {
    expect(daysChanged(null, programme())).toEqual(['2024-03-21', '2024-03-22']);
    expect(daysChanged(programme(), programme())).toEqual([]);
  });

  test('a moved session, a renamed person and a new day change their own days only', () => {
    const moved = programme();
    moved.sessions[1]!.start = '2024-03-22T01:00:00.000Z';
    expect(daysChanged(programme(), moved)).toEqual(['2024-03-22']);

    const renamed = programme();
    renamed.people[0] = person(100, 'Anne de Vries');
    expect(daysChanged(programme(), renamed)).toEqual(['2024-03-21']);

    const longer = programme();
    longer.days.push({ id: 3, date: '2024-03-23', label_en: 'Day 3', label_ko: '3일' });
    expect(daysChanged(programme(), longer)).toEqual(['2024-03-23']);
  });
});
