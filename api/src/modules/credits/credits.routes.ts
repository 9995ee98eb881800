// The credit downloads (issue 26 §3–§4), with the bearer token as every protected download:
// - GET /credits/preview.xlsx?scheme=ID&lang=en|ko   organisers: a scheme's preview, every row;
// - GET /credits/kma.xlsx?scheme=ID                  organisers, phase FINAL: KMA's report
//   (docs/kma-credit-report.md; without scheme: the first scheme that reports to KMA);
// - GET /credits/certificate.pdf?lang=ko|en          the member, when the certificate is available;
// - GET /credits/certificates.pdf?lang=ko|en         organisers, phase FINAL: one page per attendee.
import { CREDIT_FLAG_LABELS, CREDIT_REASON_LABELS, LOCALES, type Locale } from '@congress/domain';
import { Router, type Request } from 'express';
import { DateTime } from 'luxon';
import type { AppDeps } from '../../context';
import { invalidField } from '../../errors';
import { writeWorkbook, type WorkbookCell } from '../../lists/workbook';
import { personalDownload, sendPdf } from '../../pdf/download';
import { createRequestContext } from '../../requestContext';
import { requireOrganiser, requireUser } from '../auth/guards';
import { explanationIn } from './credits.names';
import { renderCertificates } from './credits.pdf';
import { allCertificates, kmaScheme, memberCertificate, requireFinal } from './creditReports.service';
import { previewRecords } from './creditPreview.service';
import { creditRecords } from './credits.records';
import { consentingAmong } from '../consents/consents.lookup';

const ZONE = 'Asia/Seoul';

function langOf(req: Request, fallback: Locale): Locale {
  const value = req.query.lang;
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !(LOCALES as readonly string[]).includes(value))
    throw invalidField('lang');
  return value as Locale;
}

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const clock = (instant: Date, scans: number) =>
  scans > 0 ? DateTime.fromJSDate(instant, { zone: ZONE }).toFormat('HH:mm') : '';

const PREVIEW_COLUMNS = {
  en: [
    'Registration no.',
    'Name',
    'Korean name',
    'E-mail',
    'Licence no.',
    'Date',
    'First scan',
    'Last scan',
    'Scans',
    'Minutes counted',
    'Points earned',
    'Points',
    'Why',
    'Flags',
    'Correction memo',
    'Explanation',
  ],
  ko: [
    '등록번호',
    '성명',
    '한글 성명',
    '이메일',
    '면허번호',
    '일자',
    '최초 인식',
    '마지막 인식',
    '인식 횟수',
    '인정 시간(분)',
    '산정 평점',
    '평점',
    '사유',
    '확인 사항',
    '수정 메모',
    '설명',
  ],
} as const;

/** KMA's report: one row per attendee and day with points (docs/kma-credit-report.md). */
export const KMA_COLUMNS = [
  '번호',
  '면허번호',
  '성명',
  '교육일자',
  '입장시간',
  '퇴장시간',
  '인정시간(분)',
  '평점',
] as const;

export function creditsRouter(deps: AppDeps): Router {
  const router = Router();

  router.get('/credits/preview.xlsx', async (req, res) => {
    const ctx = await createRequestContext(deps, req);
    requireOrganiser(ctx);
    const locale = langOf(req, 'en');
    const { scheme, records } = await previewRecords(ctx, { schemeId: single(req.query.scheme) ?? '' });
    const record = personalDownload(ctx, req, 'EXPORT', 'credits/preview.xlsx');
    const rows: WorkbookCell[][] = records.flatMap((record) =>
      record.days.map((day) => [
        Number(record.registrationId),
        record.attendee.latinName,
        record.attendee.koreanName ?? '',
        record.email,
        record.licence ?? '',
        day.day,
        clock(day.first, day.scanCount),
        clock(day.last, day.scanCount),
        day.scanCount,
        day.countedMinutes,
        day.earnedPoints,
        day.points,
        day.reason ? CREDIT_REASON_LABELS[day.reason][locale] : '',
        day.flags.map((flag) => CREDIT_FLAG_LABELS[flag][locale]).join(', '),
        day.correctionMemo ?? '',
        explanationIn(day.explain, locale),
      ]),
    );
    await record({
      rowCount: rows.length,
      memberIds: records.map((r) => r.attendee.userId),
      filter: { scheme: String(scheme.id) },
    });
    await writeWorkbook(res, `credits-preview-${scheme.id}`, [
      {
        title: (locale === 'ko' ? scheme.name_ko : scheme.name_en).replace(/[\\/?*[\]:]/g, ' '),
        columns: PREVIEW_COLUMNS[locale].map((header) => ({ header })),
        rows,
      },
    ]);
  });

  router.get('/credits/kma.xlsx', async (req, res) => {
    const ctx = await createRequestContext(deps, req);
    requireOrganiser(ctx);
    await requireFinal(ctx);
    const scheme = await kmaScheme(ctx, single(req.query.scheme));
    const record = personalDownload(ctx, req, 'EXPORT', 'credits/kma.xlsx');
    const candidates = (await creditRecords(ctx.knex)).filter(
      (r) => r.schemeId === String(scheme.id) && r.eligible && r.licence,
    );
    // Provided to the KMA only with the member's consent standing (PIPA Art. 17(1)1; issue 39 §1).
    const consenting = await consentingAmong(
      ctx.knex,
      'KMA_PROVISION',
      candidates.map((r) => r.attendee.userId),
    );
    const records = candidates.filter((r) => consenting.has(r.attendee.userId));
    let number = 0;
    const rows: WorkbookCell[][] = [];
    for (const record of records)
      for (const day of record.days) {
        if (day.points <= 0) continue;
        number += 1;
        rows.push([
          number,
          record.licence,
          record.attendee.koreanName ?? record.attendee.latinName,
          day.day,
          clock(day.first, day.scanCount) || null,
          // One scan (a corrected day): no exit to report.
          day.scanCount > 1 ? clock(day.last, day.scanCount) : null,
          day.countedMinutes,
          day.points,
        ]);
      }
    await record({
      rowCount: rows.length,
      memberIds: records.map((r) => r.attendee.userId),
      filter: { scheme: String(scheme.id) },
    });
    await writeWorkbook(res, `kma-credits-${scheme.id}`, [
      { title: 'KMA', columns: KMA_COLUMNS.map((header) => ({ header })), rows },
    ]);
  });

  router.get('/credits/certificate.pdf', async (req, res) => {
    const ctx = await createRequestContext(deps, req);
    const member = requireUser(ctx);
    const locale = langOf(req, member.country === 'KR' ? 'ko' : 'en');
    const { records, schemes } = await memberCertificate(ctx, member);
    const pdf = await renderCertificates([records], schemes, { locale, issuedAt: ctx.clock.now() });
    sendPdf(res, `certificate-${locale}.pdf`, pdf);
  });

  router.get('/credits/certificates.pdf', async (req, res) => {
    const ctx = await createRequestContext(deps, req);
    requireOrganiser(ctx);
    const locale = langOf(req, 'ko');
    const { attendees, schemes } = await allCertificates(ctx);
    if (!attendees.length) throw invalidField('phase', 'credits.noCredits');
    const record = personalDownload(ctx, req, 'DOWNLOAD', 'credits/certificates.pdf');
    const pdf = await renderCertificates(attendees, schemes, { locale, issuedAt: ctx.clock.now() });
    await record({
      rowCount: attendees.length,
      memberIds: attendees.flatMap((a) => (a[0] ? [a[0].attendee.userId] : [])),
    });
    sendPdf(res, `certificates-${locale}.pdf`, pdf);
  });

  return router;
}
