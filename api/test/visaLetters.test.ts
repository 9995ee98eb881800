// Visa invitation letters (issue 10): a registered member asks with their passport details, bad
// details change nothing, no one else reads or downloads the request, an organiser rejects (with
// a reason) or approves, the member is mailed the decision, and the approved letter downloads as
// a PDF naming the member and the congress dates and venue.
import { asAdminRole, startHarness, type Harness } from './harness';
import { memberProfile } from './fixtures';
import { pdfText } from './pdfText';
import { profilePassportNumberOf } from '../src/modules/members/members.service';

const FIELDS =
  'id status given_name family_name nationality passport_number birth issue expire letter_number reason pdf_url editable';
const REQUEST = `mutation ($i: VisaLetterInput!, $l: String) { requestVisaLetter(input: $i, locale: $l) { ${FIELDS} } }`;
const MINE = `{ myVisaLetter { ${FIELDS} } }`;
const DECIDE = `mutation ($id: ID!, $d: String!, $r: String) { decideVisaLetter(id: $id, decision: $d, reason: $r) { ${FIELDS} } }`;
const REVOKE = `mutation ($id: ID!, $r: String!) { revokeVisaLetter(id: $id, reason: $r) { ${FIELDS} } }`;

interface Letter {
  id: string;
  status: string;
  letter_number: string | null;
  reason: string | null;
  pdf_url: string | null;
  editable: boolean;
}

const passport = (changes: Record<string, string> = {}) => ({
  visaGivenName: 'Anne',
  visaFamilyName: 'de Vries',
  visaCountry: 'Netherlands',
  visaPassportNumber: 'nx 1234567',
  visaBirth: '1980-04-02',
  visaIssue: '2020-01-15',
  visaExpire: '2030-01-14',
  // The passport number's own consent, to the first version of its text (issue 39 §1).
  passportConsentVersion: 1,
  ...changes,
});

describe('visa invitation letters', () => {
  let h: Harness;
  let admin: string;
  let member: { id: number; email: string; token: string };
  let other: { id: number; email: string; token: string };
  const tag = `visa${Date.now()}`;
  const register = (userId: number, price_status = 'PAID') =>
    h.knex('registration_lists').insert({
      user_id: userId,
      category: 'ON_TIER1',
      price: '200',
      currency: 'USD',
      occupation: 'FELLOW',
      price_status,
    });
  const letterRows = async () => h.knex('visa_letters').where({ user_id: member.id });
  const download = (path: string, token?: string) =>
    fetch(`${h.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    h = await startHarness();
    // Before the congress: a passport issued in 2020 is valid.
    h.clock.setNow('2024-01-10T10:00:00+09:00');
    admin = (await h.createUser({ email: `${tag}-organiser@example.org` }, asAdminRole)).token;
    member = await h.createUser({ ...memberProfile, email: `${tag}-anne@example.org` });
    other = await h.createUser({ ...memberProfile, email: `${tag}-other@example.org` });
    await register(other.id);
  });
  afterAll(async () => {
    h.clock.reset();
    await h.close();
  });

  it('needs a live registration', async () => {
    const res = await h.gql(REQUEST, { i: passport() }, member.token);
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'registration', code: 'visaLetter.registrationRequired' }],
    });
    expect(await letterRows()).toEqual([]);
    // A visitor is asked to log in.
    const visitor = await h.gql(REQUEST, { i: passport() });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
  });

  it('refuses bad passport details field by field and writes nothing', async () => {
    await register(member.id);
    const cases: [Record<string, string>, string, string][] = [
      [{ visaFamilyName: '드브리스' }, 'visaFamilyName', 'validation.latinName'],
      [{ visaCountry: 'Nederland 🇳🇱' }, 'visaCountry', 'validation.latinText'],
      [{ visaPassportNumber: 'NX-1' }, 'visaPassportNumber', 'validation.passportNumber'],
      [{ visaBirth: '2024-01-10' }, 'visaBirth', 'validation.birthInPast'],
      [{ visaIssue: '2024-02-01' }, 'visaIssue', 'validation.issueInFuture'],
      [{ visaExpire: '2019-12-31' }, 'visaExpire', 'validation.expiryAfterIssue'],
      [{ visaExpire: '2024-06-30' }, 'visaExpire', 'validation.passportValidity'],
      [{ visaExpire: '2024-02-30' }, 'visaExpire', 'validation.date'],
    ];
    for (const [changes, field, code] of cases) {
      const res = await h.gql(REQUEST, { i: passport(changes) }, member.token);
      const extensions = res.errors?.[0]?.extensions as { code: string; fields: unknown[] };
      expect({ changes, code: extensions.code, first: extensions.fields[0] }).toEqual({
        changes,
        code: 'VALIDATION_FAILED',
        first: { field, code },
      });
    }
    expect(await letterRows()).toEqual([]);
    const user = await h.knex('users').where({ id: member.id }).first('visa', 'visaPassportNumber');
    expect(user).toEqual({ visa: false, visaPassportNumber: null });
  });

  let letter: Letter;
  it('takes a request, keeps the details on the profile and shows it to its owner only', async () => {
    const res = await h.gql<{ requestVisaLetter: Letter }>(REQUEST, { i: passport(), l: 'en' }, member.token);
    expect(res.errors).toBeUndefined();
    letter = res.data!.requestVisaLetter;
    expect(letter).toMatchObject({
      status: 'REQUESTED',
      passport_number: 'NX1234567',
      birth: '1980-04-02',
      letter_number: null,
      pdf_url: null,
      editable: true,
    });
    const profile = await h.knex('users').where({ id: member.id }).first();
    expect({ ...profile, visaPassportNumber: profilePassportNumberOf(profile) }).toMatchObject({
      visa: true,
      visaPassportNumber: 'NX1234567',
      visaExpire: '2030-01-14',
    });
    expect((await h.gql<{ myVisaLetter: Letter }>(MINE, {}, member.token)).data?.myVisaLetter.id).toBe(
      letter.id,
    );
    // Another member sees only their own (none), and cannot read it by id or list requests.
    expect((await h.gql(MINE, {}, other.token)).data).toEqual({ myVisaLetter: null });
    for (const query of [`{ visaLetter(id: ${letter.id}) { id } }`, '{ visaLetters { count } }'])
      expect((await h.gql(query, {}, other.token)).errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    // Nothing to download before approval, for anyone.
    expect((await download(`/visa-letter/${letter.id}.pdf`, member.token)).status).toBe(404);
  });

  it('lets organisers find the request with the list filters', async () => {
    const list = await h.gql<{
      visaLetters: { count: number; rows: { id: string; user: { email: string } }[] };
    }>(
      `{ visaLetters(filter: { status: "REQUESTED", name_contains: "de vries", email_contains: "${tag}" }) {
          count rows { id user { email } registration { price_status } } } }`,
      {},
      admin,
    );
    expect(list.data?.visaLetters).toMatchObject({
      count: 1,
      rows: [{ id: letter.id, user: { email: member.email } }],
    });
    const none = await h.gql<{ visaLetters: { count: number } }>(
      `{ visaLetters(filter: { status: "APPROVED", email_contains: "${tag}" }) { count } }`,
      {},
      admin,
    );
    expect(none.data?.visaLetters.count).toBe(0);
  });

  it('rejects with a reason (none: refused, nothing changes), mails the member, who asks again', async () => {
    const noReason = await h.gql(DECIDE, { id: letter.id, d: 'REJECTED', r: '  ' }, admin);
    expect(noReason.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'reason', code: 'validation.required' }],
    });
    const bogus = await h.gql(DECIDE, { id: letter.id, d: 'MAYBE' }, admin);
    expect(bogus.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect((await letterRows())[0]).toMatchObject({ status: 'REQUESTED', decided_at: null });
    // A member cannot decide.
    expect(
      (await h.gql(DECIDE, { id: letter.id, d: 'APPROVED' }, member.token)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_PERMITTED');

    const rejected = await h.gql<{ decideVisaLetter: Letter }>(
      DECIDE,
      { id: letter.id, d: 'REJECTED', r: 'The passport number does not match the scan' },
      admin,
    );
    expect(rejected.data?.decideVisaLetter).toMatchObject({
      status: 'REJECTED',
      editable: true,
      letter_number: null,
    });
    const [queued] = await h
      .knex('send_emails')
      .where({ usermail: member.email, type: 'VISA_LETTER_DECISION' });
    expect(queued.title).toBe('Your visa invitation letter request for the KSP 2024 Congress: Rejected');
    expect(queued.content).toContain('The passport number does not match the scan');
    // Delivered, by the mail queue.
    await h.smtp.waitFor(member.email, /Rejected/);

    // Asked again in Korean: waiting again, the old decision gone.
    const again = await h.gql<{ requestVisaLetter: Letter }>(
      REQUEST,
      { i: passport({ visaPassportNumber: 'NX7654321' }), l: 'ko' },
      member.token,
    );
    expect(again.data?.requestVisaLetter).toMatchObject({ id: letter.id, status: 'REQUESTED', reason: null });
  }, 20_000);

  it('approves: the letter gets its number, the member is mailed in their language, and it is locked', async () => {
    const approved = await h.gql<{ decideVisaLetter: Letter }>(
      DECIDE,
      { id: letter.id, d: 'APPROVED', r: null },
      admin,
    );
    expect(approved.errors).toBeUndefined();
    letter = approved.data!.decideVisaLetter;
    expect(letter).toMatchObject({
      status: 'APPROVED',
      editable: false,
      letter_number: expect.stringMatching(/^KSP2024-VL-\d{4,}$/),
      pdf_url: `/visa-letter/${letter.id}.pdf`,
    });
    const queued = await h
      .knex('send_emails')
      .where({ usermail: member.email, type: 'VISA_LETTER_DECISION' })
      .orderBy('id');
    expect(queued).toHaveLength(2);
    expect(queued[1].title).toBe('대한병리학회 2024 학술대회 비자 초청장 신청 결과: 승인');
    expect(queued[1].content).toContain(letter.letter_number);

    // Decided once; the member can no longer change it.
    const twice = await h.gql(DECIDE, { id: letter.id, d: 'REJECTED', r: 'x' }, admin);
    expect(twice.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'status', code: 'visaLetter.alreadyDecided' }],
    });
    const change = await h.gql(REQUEST, { i: passport({ visaFamilyName: 'Jansen' }) }, member.token);
    expect(change.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'status', code: 'visaLetter.alreadyApproved' }],
    });
    expect((await letterRows())[0]).toMatchObject({ status: 'APPROVED', family_name: 'de Vries' });
    expect((await h.knex('users').where({ id: member.id }).first('visaFamilyName')).visaFamilyName).toBe(
      'de Vries',
    );
  });

  it('downloads the PDF for its owner and organisers only', async () => {
    const path = letter.pdf_url as string;
    const res = await download(path, member.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${letter.letter_number}.pdf`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Anne DE VRIES');
    expect(text).toContain('Thursday 21 to Saturday 23 March 2024');
    expect(text).toContain('BEXCO');
    expect(text).toContain('NX7654321');
    expect(text).toContain('2 April 1980');
    expect(text).toContain(letter.letter_number as string);
    expect(text).toContain('registration fee paid');
    expect(text).toContain('-- 1 of 1 --');

    expect((await download(path, admin)).status).toBe(200);
    expect((await download(path, other.token)).status).toBe(403);
    expect((await download(path)).status).toBe(401);
    expect((await download('/visa-letter/999999.pdf', admin)).status).toBe(404);
    expect((await download('/visa-letter/abc.pdf', admin)).status).toBe(400);
  });

  it('refuses the letter once the registration is cancelled', async () => {
    await h.knex('registration_lists').where({ user_id: member.id }).update({ price_status: 'CANCELLED' });
    expect((await download(letter.pdf_url as string, member.token)).status).toBe(409);
    await h.knex('registration_lists').where({ user_id: member.id }).update({ price_status: 'PAID' });
  });

  it('revokes an issued letter with a reason: the PDF is gone, the member is mailed and may ask again', async () => {
    const path = letter.pdf_url as string;
    const refused = await h.gql(REVOKE, { id: letter.id, r: '  ' }, admin);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'reason', code: 'validation.required' }],
    });
    expect((await letterRows())[0]).toMatchObject({ status: 'APPROVED' });
    const byMember = await h.gql(REVOKE, { id: letter.id, r: 'mine' }, member.token);
    expect(byMember.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');

    const revoked = await h.gql<{ revokeVisaLetter: Letter }>(
      REVOKE,
      { id: letter.id, r: 'Issued by mistake: the registration is being refunded.' },
      admin,
    );
    expect(revoked.errors).toBeUndefined();
    expect(revoked.data!.revokeVisaLetter).toMatchObject({
      status: 'REJECTED',
      editable: true,
      pdf_url: null,
    });
    expect((await download(path, member.token)).status).toBe(404);
    expect((await download(path, admin)).status).toBe(404);
    const mails = await h
      .knex('send_emails')
      .where({ usermail: member.email, type: 'VISA_LETTER_DECISION' })
      .orderBy('id');
    expect(mails).toHaveLength(3);
    expect(mails[2].content).toContain('Issued by mistake');
    expect(mails[2].content).toContain('반려');
    // Once withdrawn it is not withdrawn twice; a waiting request is decided, not revoked.
    const again = await h.gql(REVOKE, { id: letter.id, r: 'x' }, admin);
    expect(again.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'status', code: 'visaLetter.notApproved' }],
    });
    // The member corrects the request and asks again; an organiser approves it again.
    const askedAgain = await h.gql<{ requestVisaLetter: Letter }>(REQUEST, { i: passport() }, member.token);
    expect(askedAgain.data?.requestVisaLetter.status).toBe('REQUESTED');
    const notIssued = await h.gql(REVOKE, { id: letter.id, r: 'x' }, admin);
    expect(notIssued.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'status', code: 'visaLetter.notApproved' }],
    });
    const reapproved = await h.gql<{ decideVisaLetter: Letter }>(
      DECIDE,
      { id: letter.id, d: 'APPROVED', r: null },
      admin,
    );
    letter = reapproved.data!.decideVisaLetter;
    expect(letter.status).toBe('APPROVED');
    expect((await download(letter.pdf_url as string, member.token)).status).toBe(200);
  });

  it('exports the list to Excel for organisers', async () => {
    const res = await fetch(`${h.url}/export/visaLetters`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin}`,
        'x-download-reason': 'test',
      },
      body: JSON.stringify({ filter: { email_contains: tag } }),
    });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('decides once when two organisers decide at once', async () => {
    const anne = await h.createUser({ ...memberProfile, email: `${tag}-race@example.org` });
    await register(anne.id);
    const asked = await h.gql<{ requestVisaLetter: Letter }>(REQUEST, { i: passport() }, anne.token);
    const second = (await h.createUser({ email: `${tag}-organiser2@example.org` }, asAdminRole)).token;
    const results = await Promise.all([
      h.gql(DECIDE, { id: asked.data!.requestVisaLetter.id, d: 'APPROVED' }, admin),
      h.gql(DECIDE, { id: asked.data!.requestVisaLetter.id, d: 'REJECTED', r: 'No' }, second),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.flatMap((r) => r.errors ?? []).map((e) => e.extensions?.fields)).toEqual([
      [{ field: 'status', code: 'visaLetter.alreadyDecided' }],
    ]);
    expect(await h.knex('send_emails').where({ usermail: anne.email }).count()).toEqual([{ count: 1 }]);
  });

  it('withdraws once when two organisers withdraw the same letter at once', async () => {
    const bart = await h.createUser({ ...memberProfile, email: `${tag}-race-revoke@example.org` });
    await register(bart.id);
    const asked = await h.gql<{ requestVisaLetter: Letter }>(REQUEST, { i: passport() }, bart.token);
    const id = asked.data!.requestVisaLetter.id;
    expect((await h.gql(DECIDE, { id, d: 'APPROVED' }, admin)).errors).toBeUndefined();
    const second = (await h.createUser({ email: `${tag}-organiser3@example.org` }, asAdminRole)).token;
    const results = await Promise.all([
      h.gql(REVOKE, { id, r: 'Issued by mistake' }, admin),
      h.gql(REVOKE, { id, r: 'Duplicate' }, second),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.flatMap((r) => r.errors ?? []).map((e) => e.extensions?.fields)).toEqual([
      [{ field: 'status', code: 'visaLetter.notApproved' }],
    ]);
    // The approval's mail and one withdrawal's.
    expect(await h.knex('send_emails').where({ usermail: bart.email }).count()).toEqual([{ count: 2 }]);
  });
});
