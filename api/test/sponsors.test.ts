// Sponsorship (issue: sponsor_apply, sponsorForm, sponsor, sponsorData): a company applies
// without an account with free-uploaded documents it alone can attach, the price is the server's,
// the applicant gets a confirmation mail, organisers list, edit, delete and export.
import ExcelJS from 'exceljs';
import { asAdminRole, startHarness, type Harness } from './harness';
import { pdf, png, upload } from './fileSamples';

const CREATE =
  'mutation ($i: SponsorInput!, $l: String) { createSponsor(input: $i, locale: $l) { id grade price } }';

describe('sponsorship', () => {
  let h: Harness;
  let admin: string;
  const tag = `sp${Date.now()}`;
  const application = (changes: Record<string, unknown> = {}) => ({
    companyName_en: `${tag} Busan Bio`,
    companyName_kr: '부산바이오',
    homepage_en: 'https://busanbio.example',
    bizNumber: '123-45-67890',
    address: '55 Centum-ro, Busan',
    managerName: 'Kim Minji',
    email: `${tag}@example.org`,
    mobilePhone: '010-1234-5678',
    grade: 'GOLD',
    paymentSchedule: 'LUMP_SUM',
    privacyConsent: true,
    ...changes,
  });
  const freeUpload = async () => {
    const res = await upload(h.url, 'sponsorDocument', [{ name: 'registration.pdf', data: pdf() }], {
      free: true,
    });
    expect(res.status).toBe(201);
    const { id, claim } = (res.body.files as { id: string; claim: string }[])[0]!;
    return { id, claim };
  };
  const count = async () => Number((await h.knex('sponsors').count('* as n'))[0]!.n);

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_SPONSOR_APPLY_PER_ADDRESS: '50' });
    admin = (await h.createUser({}, asAdminRole)).token;
  });
  afterAll(() => h.close());

  it('takes an application without a token, with the price of the grade, files and a mail', async () => {
    const doc = await freeUpload();
    const paperRes = await upload(h.url, 'sponsorDocument', [{ name: 'paper.png', data: png(10, 10) }], {
      free: true,
    });
    const { id: paperId, claim: paperClaim } = (paperRes.body.files as { id: string; claim: string }[])[0]!;
    const paper = { id: paperId, claim: paperClaim };
    const res = await h.gql(CREATE, {
      i: application({ businessRegistration: doc, sponsor_paper: paper, price: 1 }),
      l: 'en',
    });
    // An unknown input field (a price from the browser) is refused by GraphQL itself.
    expect(res.errors?.[0]?.extensions?.code).toBeDefined();
    const ok = await h.gql<{ createSponsor: { id: string; price: number } }>(CREATE, {
      i: application({ businessRegistration: doc, sponsor_paper: paper }),
      l: 'en',
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.createSponsor).toMatchObject({ grade: 'GOLD', price: 30_000_000 });
    const row = await h.knex('sponsors').where({ id: ok.data!.createSponsor.id }).first();
    expect(row).toMatchObject({
      businessRegistration: Number(doc.id),
      sponsor_paper: Number(paper.id),
      sponsor_pay_status: 'APPLIED',
      taxBill: false,
    });
    expect(Number(row.price)).toBe(30_000_000);
    const mail = await h.smtp.waitFor(`${tag}@example.org`, /sponsorship application/);
    expect(mail.raw).toContain('30,000,000');
    // Organisers read it with its files.
    const one = await h.gql<{ sponsor: { businessRegistration: { name: string } } }>(
      `{ sponsor(id: ${row.id}) { businessRegistration { name } sponsor_paper { name } price } }`,
      {},
      admin,
    );
    expect(one.data?.sponsor).toEqual({
      businessRegistration: { name: 'registration.pdf' },
      sponsor_paper: { name: 'paper.png' },
      price: 30_000_000,
    });
  });

  it("refuses someone else's uploaded file, a used claim and a wrong claim, writing nothing", async () => {
    const doc = await freeUpload();
    const before = await count();
    for (const claim of [
      { id: doc.id, claim: 'x'.repeat(32) },
      { id: String(Number(doc.id) + 1000), claim: doc.claim },
    ]) {
      const res = await h.gql(CREATE, { i: application({ businessRegistration: claim }) });
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'businessRegistration', code: 'validation.fileClaim' }],
      });
    }
    expect(await count()).toBe(before);
    // A member's own upload (not free) cannot be attached either.
    const member = await h.createUser();
    const own = await upload(h.url, 'sponsorDocument', [{ name: 'a.pdf', data: pdf() }], {
      token: member.token,
    });
    const ownFile = (own.body.files as { id: string }[] | undefined)?.[0];
    if (ownFile) {
      const res = await h.gql(CREATE, {
        i: application({ businessRegistration: { id: ownFile.id, claim: doc.claim } }),
      });
      expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
    // The right claim works once; the same claim again is refused.
    expect((await h.gql(CREATE, { i: application({ businessRegistration: doc }) })).errors).toBeUndefined();
    const again = await h.gql(CREATE, { i: application({ sponsor_paper: doc }) });
    expect(again.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'sponsor_paper', code: 'validation.fileClaim' },
    ]);
    expect(await count()).toBe(before + 1);
  });

  it('checks the business number (spec §5), the tax-invoice details and the consent', async () => {
    const before = await count();
    for (const bizNumber of ['12345678901', '123-456-7890', '1234567890123', 'abcdefghij']) {
      const res = await h.gql(CREATE, { i: application({ bizNumber }) });
      expect(res.errors?.[0]?.extensions?.fields).toEqual([
        { field: 'bizNumber', code: 'validation.businessNumber' },
      ]);
    }
    const tax = await h.gql(CREATE, { i: application({ taxBill: true, bizNumber: '' }) });
    expect((tax.errors?.[0]?.extensions?.fields as { field: string }[]).map((f) => f.field).sort()).toEqual([
      'bizNumber',
      'businessRegistration',
      'taxBillEmail',
      'taxBillSchedule',
    ]);
    const consent = await h.gql(CREATE, { i: application({ privacyConsent: false }) });
    expect(consent.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'privacyConsent', code: 'validation.consent' },
    ]);
    expect(await count()).toBe(before);
  });

  it('lists, edits (price follows the grade), shows confirmed sponsors publicly, exports by ids and deletes', async () => {
    const created = await h.gql<{ createSponsor: { id: string } }>(CREATE, {
      i: application({ companyName_en: `${tag} Export Co`, grade: 'BRONZE' }),
    });
    const id = created.data!.createSponsor.id;
    const list = await h.gql<{ sponsors: { count: number; rows: { id: string }[] } }>(
      `{ sponsors(filter: { company_contains: "${tag} export" }) { count rows { id } } }`,
      {},
      admin,
    );
    expect(list.data?.sponsors).toEqual({ count: 1, rows: [{ id }] });
    const publicNames = async () =>
      (
        await h.gql<{ publicSponsors: { companyName_en: string }[] }>(
          '{ publicSponsors { companyName_en grade } }',
        )
      ).data!.publicSponsors.map((s) => s.companyName_en);
    expect(await publicNames()).not.toContain(`${tag} Export Co`);
    const update = await h.gql<{ updateSponsor: { price: number; sponsor_pay_status: string } }>(
      'mutation ($id: ID!, $i: SponsorUpdateInput!) { updateSponsor(id: $id, input: $i) { price sponsor_pay_status } }',
      {
        id,
        i: {
          ...application({ companyName_en: `${tag} Export Co`, grade: 'PLATINUM' }),
          privacyConsent: undefined,
          sponsor_pay: 25_000_000,
          sponsor_pay_status: 'CONFIRMED',
          manager_memo: 'Booth A-3',
        },
      },
      admin,
    );
    expect(update.data?.updateSponsor).toEqual({ price: 50_000_000, sponsor_pay_status: 'CONFIRMED' });
    expect(await publicNames()).toContain(`${tag} Export Co`);
    // The public list has no manager data at all.
    const leak = await h.gql('{ publicSponsors { managerName } }');
    expect(leak.errors?.[0]).toBeDefined();

    const res = await fetch(`${h.url}/export/sponsors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ ids: [id], locale: 'ko' }),
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('회사명(영문)');
    expect(rows[1]).toContain(`${tag} Export Co`);
    expect(rows[1]).toContain('Booth A-3');

    const del = await h.gql(`mutation { deleteMultipleSponsor(ids: ["${id}"]) { ok affected } }`, {}, admin);
    expect(del.data).toEqual({ deleteMultipleSponsor: { ok: true, affected: 1 } });
    expect(await publicNames()).not.toContain(`${tag} Export Co`);
    expect((await h.gql(`{ sponsor(id: ${id}) { id } }`, {}, admin)).data).toEqual({ sponsor: null });
  });

  it('limits applications per address', async () => {
    const limited = await startHarness({ RATE_LIMIT_SPONSOR_APPLY_PER_ADDRESS: '2' });
    try {
      const codes: unknown[] = [];
      for (let i = 0; i < 3; i += 1)
        codes.push(
          (await limited.gql(CREATE, { i: application({ email: `${tag}-rl${i}@example.org` }) })).errors?.[0]
            ?.extensions?.code,
        );
      expect(codes).toEqual([undefined, undefined, 'RATE_LIMITED']);
    } finally {
      await limited.close();
    }
  });
});
