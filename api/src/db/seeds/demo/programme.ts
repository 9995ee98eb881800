// The demo's programme (issue 28): three days of the Busan congress (21–23 March 2024) built from
// invited speakers and accepted abstracts, published, so the public pages have something to show.
// Runs once (seed_history), also on installs that got the rest of the demo before.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { ROLE_MEMBER } from '@congress/domain';
import type { AppDeps } from '../../../context';
import type { ProgrammeSessionsTable } from '../../../generated/tables';
import { hashPassword } from '../../../modules/auth/password';
import { publishProgramme } from '../../../modules/programme/programme.service';

const SEED_NAME = 'demo-programme-v1';

const SPEAKERS = [
  ['Anne', 'de Vries', '', 'Leiden University Medical Center', '', 'NL'],
  ['Hyunwoo', 'Lee', '이현우', 'Seoul National University Hospital', '서울대학교병원', 'KR'],
  ['Maria', 'Santos', '', 'University of Porto', '', 'PT'],
  ['Seoyeon', 'Choi', '최서연', 'Yonsei University College of Medicine', '연세대학교 의과대학', 'KR'],
] as const;

const ORAL = [
  'Dietary fibre and colorectal mucosal biomarkers',
  'Gut microbiome signatures in fatty liver disease',
  'Vitamin D status and tumour-infiltrating lymphocytes',
  'Digital pathology scoring of intestinal inflammation',
];
const POSTERS = [
  'Sodium intake and renal biopsy findings',
  'Fermented foods and gastric metaplasia',
  'Iron overload patterns in liver biopsies',
  'Omega-3 fatty acids and prostate histology',
  'Ketogenic diet and glioma morphology',
  'Malnutrition markers in bone marrow trephines',
];

const TEXT = {
  objectives: 'To describe how diet relates to what the pathologist sees under the microscope.',
  methods: 'Retrospective cohort of biopsies from three university hospitals, scored blind.',
  results: 'The scores differed between dietary groups; the effect held after adjustment.',
  conclusions: 'Nutrition belongs in the pathology report’s context.',
  keywords: 'precision nutrition, pathology',
};

const at = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);

/** The three rows an insert of three returned, in order. */
function threeOf<T>(rows: T[]): [T, T, T] {
  const [a, b, c] = rows;
  if (!a || !b || !c) throw new Error(`demo programme: ${rows.length} rows where three were inserted`);
  return [a, b, c];
}

export async function seedDemoProgramme(
  knex: Knex,
  deps: Pick<AppDeps, 'config' | 'clock'>,
): Promise<boolean> {
  const inserted = await knex.transaction(async (trx) => {
    const fresh = await trx('seed_history')
      .insert({ name: SEED_NAME })
      .onConflict('name')
      .ignore()
      .returning('name');
    if (fresh.length === 0) return false;
    const role = await trx('roles').where({ name: ROLE_MEMBER }).first('id');
    const password = await hashPassword(randomBytes(16).toString('base64url'));
    const member = async (email: string, values: Record<string, unknown>) => {
      const existing = await trx('users').where({ email }).first('id');
      if (existing) {
        await trx('users')
          .where({ id: existing.id })
          .update({ invited: values.invited === true });
        return existing.id;
      }
      const [row] = await trx('users')
        .insert({
          username: email,
          email,
          password,
          role_id: role!.id,
          confirmed: true,
          title: 'DR',
          degree: 'PHD',
          department: 'Pathology',
          ...values,
        })
        .returning('id');
      return row!.id;
    };
    const speakers: number[] = [];
    for (const [given, family, nameKr, affiliation, affiliationKr, country] of SPEAKERS)
      speakers.push(
        await member(
          given === 'Anne'
            ? 'anne.devries@example.org'
            : `${given.toLowerCase()}.${family.toLowerCase()}@example.org`,
          {
            givenName: given,
            familyName: family,
            name_kr: nameKr || null,
            affiliation,
            affiliation_kr: affiliationKr || null,
            country,
            invited: true,
          },
        ),
      );
    const abstract = async (title: string, preference: 'ORAL' | 'POSTER', i: number) => {
      const user = await member(`presenter${preference === 'ORAL' ? i : i + 10}@example.kr`, {
        givenName: [
          'Jiwoo',
          'Minseo',
          'Doyun',
          'Hana',
          'Junho',
          'Yuna',
          'Sumin',
          'Taeyang',
          'Eunji',
          'Hyejin',
        ][i % 10],
        familyName: ['Park', 'Kim', 'Jung', 'Kang', 'Yoon'][i % 5],
        name_kr: ['박지우', '김민서', '정도윤', '강하나', '윤준호'][i % 5],
        affiliation: 'Pusan National University Hospital',
        affiliation_kr: '부산대학교병원',
        country: 'KR',
      });
      const [row] = await trx('abstracts')
        .insert({
          ...TEXT,
          user_id: user,
          title,
          preference,
          category: 'ORIGINAL',
          topic: 'SKIN',
          status: 'ACCEPTED',
          author: JSON.stringify([
            { givenName: 'Jiwoo', familyName: 'Park', affiliations: [1], presenting: true },
          ]),
          including: JSON.stringify(['Pusan National University Hospital']),
          terms: '{}',
        })
        .returning('id');
      return row!.id;
    };
    const orals = [];
    for (const [i, title] of ORAL.entries()) orals.push(await abstract(title, 'ORAL', i));
    const posters = [];
    for (const [i, title] of POSTERS.entries()) posters.push(await abstract(title, 'POSTER', i));

    const days = await trx('programme_days')
      .insert([
        { date: '2024-03-21', label_en: 'Day 1 (Thu)', label_ko: '1일차 (목)' },
        { date: '2024-03-22', label_en: 'Day 2 (Fri)', label_ko: '2일차 (금)' },
        { date: '2024-03-23', label_en: 'Day 3 (Sat)', label_ko: '3일차 (토)' },
      ])
      .onConflict('date')
      .merge()
      .returning('*');
    const [d1, d2, d3] = threeOf(days);
    const [hallA, hallB, posterArea] = threeOf(
      await trx('programme_rooms')
        .insert([
          { name_en: 'Hall A (Grand Ballroom)', name_ko: 'A홀 (그랜드볼룸)', position: 0 },
          { name_en: 'Hall B', name_ko: 'B홀', position: 1 },
          { name_en: 'Poster area', name_ko: '포스터 전시장', position: 2, poster_area: true },
        ])
        .returning('id'),
    );
    const session = async (
      day: { id: number; date: string },
      room: { id: number },
      kind: ProgrammeSessionsTable['kind'],
      en: string,
      ko: string,
      from: string,
      to: string,
      chairs: number[] = [],
    ) => {
      const [row] = await trx('programme_sessions')
        .insert({
          day_id: day.id,
          room_id: room.id,
          kind,
          title_en: en,
          title_ko: ko,
          start_at: at(day.date, from),
          end_at: at(day.date, to),
          chair_ids: JSON.stringify(chairs),
        })
        .returning('id');
      return row!.id;
    };
    const talks = (sessionId: number, rows: Record<string, unknown>[]) =>
      trx('programme_talks').insert(
        rows.map((row, i) => ({ session_id: sessionId, position: i + 1, ...row })),
      );

    await session(d1, hallA, 'SOCIAL', 'Opening ceremony', '개회식', '09:00', '09:30');
    const keynote1 = await session(
      d1,
      hallA,
      'KEYNOTE',
      'Keynote: precision nutrition in pathology',
      '기조강연: 병리학과 정밀 영양',
      '09:30',
      '10:30',
      [speakers[1] as number],
    );
    await talks(keynote1, [
      {
        title_en: 'What the biopsy tells about the diet',
        title_ko: '생검이 말해 주는 식생활',
        minutes: 50,
        speaker_id: speakers[0],
      },
    ]);
    await session(d1, hallA, 'BREAK', 'Coffee break', '휴식', '10:30', '10:50');
    const symposium = await session(
      d1,
      hallA,
      'SYMPOSIUM',
      'Symposium: the gut and the liver',
      '심포지엄: 장과 간',
      '10:50',
      '12:20',
      [speakers[3] as number],
    );
    await talks(symposium, [
      {
        title_en: 'Microbiome and steatosis',
        title_ko: '마이크로바이옴과 지방증',
        minutes: 30,
        speaker_id: speakers[1],
      },
      {
        title_en: 'Bile acids as biomarkers',
        title_ko: '바이오마커로서의 담즙산',
        minutes: 30,
        speaker_id: speakers[2],
      },
    ]);
    const oral = await session(d1, hallB, 'ORAL', 'Oral presentations 1', '구연 발표 1', '10:50', '12:00');
    await talks(
      oral,
      orals.map((id) => ({ abstract_id: id, minutes: 15 })),
    );
    const poster1 = await session(
      d1,
      posterArea,
      'POSTER',
      'Poster session 1',
      '포스터 세션 1',
      '13:30',
      '17:00',
    );
    await talks(
      poster1,
      posters.slice(0, 3).map((id, i) => ({ abstract_id: id, minutes: 0, board: i + 1 })),
    );
    await session(d1, hallA, 'SOCIAL', 'Welcome reception', '환영 만찬', '18:30', '20:30');

    const pic = await session(
      d2,
      hallA,
      'PIC_FORUM',
      'PIC forum: nutrition and the pathology report',
      'PIC 포럼: 영양과 병리 보고서',
      '09:00',
      '10:30',
      [speakers[0] as number],
    );
    await talks(pic, [
      {
        title_en: 'Reporting what matters to the clinician',
        title_ko: '임상의에게 중요한 보고',
        minutes: 40,
        speaker_id: speakers[3],
      },
    ]);
    const seminar = await session(
      d2,
      hallB,
      'SEMINAR',
      'Seminar: digital pathology tools',
      '세미나: 디지털 병리 도구',
      '09:00',
      '10:00',
    );
    await talks(seminar, [
      {
        title_en: 'Image analysis in practice',
        title_ko: '실제 이미지 분석',
        minutes: 45,
        speaker_id: speakers[2],
      },
    ]);
    const keynote2 = await session(
      d2,
      hallA,
      'KEYNOTE',
      'Keynote: diet, ageing and tissue',
      '기조강연: 식생활, 노화와 조직',
      '11:00',
      '12:00',
    );
    await talks(keynote2, [
      {
        title_en: 'Ageing tissues on different diets',
        title_ko: '식생활에 따른 조직의 노화',
        minutes: 50,
        speaker_id: speakers[1],
      },
    ]);
    const poster2 = await session(
      d2,
      posterArea,
      'POSTER',
      'Poster session 2',
      '포스터 세션 2',
      '13:00',
      '16:00',
    );
    await talks(
      poster2,
      posters.slice(3).map((id, i) => ({ abstract_id: id, minutes: 0, board: i + 1 })),
    );

    const closing = await session(
      d3,
      hallA,
      'SYMPOSIUM',
      'Symposium: nutrition in cancer pathology',
      '심포지엄: 암 병리와 영양',
      '09:00',
      '10:30',
    );
    await talks(closing, [
      {
        title_en: 'Obesity and tumour microenvironment',
        title_ko: '비만과 종양 미세환경',
        minutes: 30,
        speaker_id: speakers[0],
      },
      {
        title_en: 'Micronutrients and lymphoma',
        title_ko: '미량 영양소와 림프종',
        minutes: 30,
        speaker_id: speakers[3],
      },
    ]);
    await session(d3, hallA, 'SOCIAL', 'Awards and closing ceremony', '시상 및 폐회식', '11:00', '11:45');
    return true;
  });
  if (!inserted) return false;
  await publishProgramme({ ...(deps as AppDeps), knex }, null);
  return true;
}
