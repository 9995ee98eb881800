import type { Knex } from 'knex';

// Consents kept as records (issue 39 §1; docs/decisions.md "Consent at sign-up, kept as records").
// consent_texts: every version of each text organisers publish (the consents asked and the privacy
// policy page); a new version is a new row, never an edit. member_consents: one row per answer
// (given or withdrawn), append-only; a member's current answer is their latest row of the kind.
const KINDS = ['COLLECTION', 'KMA_PROVISION', 'FUTURE_MAILS', 'PASSPORT', 'PRIVACY_POLICY'];

// The first versions (organisers edit them in the back office; this copy is the migration's own).
const FIRST_TEXTS: Record<string, { en: string; ko: string }> = {
  COLLECTION: {
    en: "Items collected: name (Latin and Korean), e-mail address, password (stored hashed), mobile phone, country, title, degree, affiliation, department, occupation and, if given, licence number, address, phone and fax. Purpose: your account, the congress registration and its payment, abstracts, badges, certificates and the congress mails. Retention: until you delete your account, and after the congress only as long as the society's retention schedule says (payment records as tax law requires). You may refuse; without this consent the account cannot be created.",
    ko: '수집 항목: 성명(영문·국문), 이메일 주소, 비밀번호(암호화 저장), 휴대전화번호, 국가, 호칭, 학위, 소속, 부서, 직종 및 (입력한 경우) 면허번호, 주소, 전화번호, 팩스번호. 수집·이용 목적: 회원 계정, 학술대회 등록 및 결제, 초록 접수, 명찰·증명서 발급, 학술대회 안내 메일. 보유 기간: 회원 탈퇴 시까지, 학술대회 종료 후에는 학회의 보유 기간 기준에 따름(결제 기록은 세법이 정한 기간). 동의를 거부할 수 있으며, 거부 시 회원가입이 되지 않습니다.',
  },
  KMA_PROVISION: {
    en: "Recipient: the Korean Medical Association (KMA). Items provided: your name, licence number and attendance (entry and exit times). Purpose: your CME credits (연수평점). Retention by the recipient: as the KMA's credit rules require. You may refuse; you then receive no CME credits for this congress.",
    ko: '제공받는 자: 대한의사협회. 제공 항목: 성명, 면허번호, 출결 기록(입·퇴장 시각). 제공 목적: 연수평점 부여. 제공받는 자의 보유 기간: 대한의사협회 연수평점 규정에 따름. 동의를 거부할 수 있으며, 거부 시 이 학술대회의 연수평점이 부여되지 않습니다.',
  },
  FUTURE_MAILS: {
    en: 'Optional: the society may e-mail you about its future congresses and events. Items: name and e-mail address. Retention: until you withdraw this consent (in My page at any time). Refusing changes nothing else.',
    ko: '선택: 학회가 향후 학술대회와 행사 안내를 이메일로 보내는 데 동의합니다. 항목: 성명, 이메일 주소. 보유 기간: 동의 철회 시까지(마이페이지에서 언제든 철회 가능). 거부해도 다른 서비스 이용에는 영향이 없습니다.',
  },
  PASSPORT: {
    en: 'Processing of a unique identifier: your passport number, with the names, nationality and dates of your passport, is processed only to issue the visa invitation letter you request, and deleted when its purpose ends. You may refuse; the letter cannot then be issued.',
    ko: '고유식별정보 처리: 여권번호와 여권상의 성명·국적·일자는 신청하신 비자 초청장 발급에만 처리하며, 목적이 끝나면 파기합니다. 동의를 거부할 수 있으며, 거부 시 초청장을 발급할 수 없습니다.',
  },
  PRIVACY_POLICY: {
    en: 'Privacy policy of the KSP 2024 congress. The society processes personal information as stated in the consents given at sign-up: what it collects, why, for how long, to whom it is provided (the KMA, for CME credits, with consent) and how you exercise your rights (access, correction, deletion, suspension of processing) from My page or by writing to the secretariat. Privacy officer: the congress secretariat.',
    ko: 'KSP 2024 학술대회 개인정보 처리방침. 학회는 회원가입 시 동의받은 내용에 따라 개인정보를 처리합니다: 수집 항목, 목적, 보유 기간, 제3자 제공(연수평점을 위한 대한의사협회, 동의 시), 그리고 열람·정정·삭제·처리정지 요구 등 정보주체의 권리 행사 방법(마이페이지 또는 사무국 서면 요청). 개인정보 보호책임자: 학술대회 사무국.',
  },
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('consent_texts', (t) => {
    t.increments('id');
    t.enu('kind', KINDS).notNullable();
    t.integer('version').notNullable();
    t.text('body_en').notNullable();
    t.text('body_ko').notNullable();
    t.integer('created_by').nullable().references('id').inTable('users');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['kind', 'version']);
  });
  await knex.schema.createTable('member_consents', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('id').inTable('users');
    t.enu(
      'kind',
      KINDS.filter((k) => k !== 'PRIVACY_POLICY'),
    ).notNullable();
    t.integer('version').notNullable();
    t.boolean('given').notNullable();
    // Where the answer was given: SIGN_UP, MY_PAGE (a change in the member area), VISA_LETTER.
    t.string('source', 20).notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['user_id', 'kind', 'id']);
  });
  // Append-only: nobody updates or deletes an answer (a withdrawal is a new row).
  await knex.raw(`
    create function member_consents_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'member_consents is append-only';
    end $$;
    create trigger member_consents_append_only before update or delete on member_consents
      for each row execute function member_consents_append_only();
  `);
  await knex<Record<string, unknown>>('consent_texts').insert(
    KINDS.map((kind) => ({
      kind,
      version: 1,
      body_en: FIRST_TEXTS[kind]!.en,
      body_ko: FIRST_TEXTS[kind]!.ko,
    })),
  );
  // The sign-up page and the privacy policy page show these texts: a new version is a change of a
  // public page (migration 9000's content version).
  await knex.raw(
    `create trigger consent_texts_public_content after insert or update or delete or truncate on consent_texts
     for each statement execute function raise_public_content_version()`,
  );
  // An organiser's mail about future congresses goes only to members who consented to it.
  await knex.schema.alterTable('send_emails', (t) => {
    t.boolean('future_congresses').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('send_emails', (t) => t.dropColumn('future_congresses'));
  await knex.schema.dropTable('member_consents');
  await knex.raw('drop function if exists member_consents_append_only()');
  await knex.schema.dropTable('consent_texts');
}
