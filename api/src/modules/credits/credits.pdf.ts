// Certificates of attendance (issue 26 §4): A4 with the society's letterhead, one page per
// attendee, in Korean or English, Noto Sans KR embedded (subset) so Korean names print on any
// reader. States the attendee, their licence number, and per scheme (by name) each day's date,
// first and last scan, minutes counted and points, with the scheme's total. A day the secretariat
// corrected has its minutes and points marked (*) and a note under the tables, as the member's
// page says "corrected by the secretariat": its scan times no longer explain its figures.
import { CONGRESS, type Locale } from '@congress/domain';
import { DateTime } from 'luxon';
import { PDF_COLOURS, PDF_MARGIN as MARGIN, drawLetterhead, societyPdf } from '../../pdf/letterhead';
import { registerKoreanFonts } from '../../pdf/koreanFonts';
import { keepWordsWhole } from '../../pdf/keepWordsWhole';
import type { CreditRecordView } from './credits.compute';
import type { SchemeRow } from './credits.repository';

const { ink: INK, grey: GREY, pink: PINK } = PDF_COLOURS;
const ZONE = 'Asia/Seoul';
/** The congress as the Korean pages and mails name it. */
const CONGRESS_KO = '대한병리학회 2024 학술대회';
const SOCIETY_KO = '대한병리학회';

const TEXT = {
  en: {
    title: 'Certificate of Attendance',
    certify: 'This is to certify that',
    attended: `attended ${CONGRESS.officialName.replace(/^The /, 'the ')}, held at ${CONGRESS.venue}, Busan, as recorded by the entry and exit scans of the congress desk:`,
    licence: 'Licence no.',
    columns: ['Date', 'First scan', 'Last scan', 'Minutes', 'Points'],
    total: 'Total',
    issued: 'Issued',
    time: 'Times are Korea time (KST).',
    corrected:
      "* Corrected by the secretariat: these minutes and points are the secretariat's figures, not the time between the scans shown.",
  },
  ko: {
    title: '참석 확인서',
    certify: '성명',
    attended: `위 사람은 ${CONGRESS.venue.replace(' (Busan Exhibition & Convention Center)', '')}(부산)에서 열린 ${CONGRESS_KO}에 아래와 같이 참석하였음을 확인합니다. (학술대회장 입장·퇴장 인식 기록 기준)`,
    licence: '면허번호',
    columns: ['일자', '최초 인식', '마지막 인식', '인정 시간(분)', '평점'],
    total: '합계',
    issued: '발급일',
    time: '시각은 한국 시간(KST)입니다.',
    corrected: '* 사무국이 수정한 인정 시간과 평점입니다. 표시된 인식 시각 사이의 시간과 다를 수 있습니다.',
  },
} as const;

const dayLabel = (day: string, locale: Locale) => {
  const date = DateTime.fromISO(day, { zone: ZONE }).setLocale(locale === 'ko' ? 'ko' : 'en-GB');
  return locale === 'ko' ? date.toFormat('yyyy년 M월 d일 (ccc)') : date.toFormat('ccc d LLLL yyyy');
};

const clock = (instant: Date, scans: number) =>
  scans > 0 ? DateTime.fromJSDate(instant, { zone: ZONE }).toFormat('HH:mm') : '—';

/** The mark of a figure the secretariat corrected. */
export const CORRECTED_MARK = '*';
const figure = (value: number, corrected: boolean) => `${value}${corrected ? CORRECTED_MARK : ''}`;

export interface CertificateOptions {
  locale: Locale;
  issuedAt: Date;
  /** Test-only: uncompressed content streams. */
  compress?: boolean;
}

function drawCertificate(
  doc: PDFKit.PDFDocument,
  width: number,
  records: readonly CreditRecordView[],
  schemes: readonly SchemeRow[],
  { locale, issuedAt }: CertificateOptions,
) {
  const text = TEXT[locale];
  const attendee = records[0]!.attendee;
  const name = locale === 'ko' ? (attendee.koreanName ?? attendee.latinName) : attendee.latinName;

  doc
    .font('kr-bold')
    .fontSize(24)
    .fillColor(INK)
    .text(text.title, MARGIN, doc.y + 6, { width, align: 'center' });
  doc.moveDown(1.2);
  doc.font('kr').fontSize(11).fillColor(GREY).text(text.certify, { width, align: 'center' });
  doc.moveDown(0.3);
  doc.font('kr-bold').fontSize(20).fillColor(INK).text(name, { width, align: 'center' });
  if (locale === 'ko' && attendee.koreanName && attendee.latinName !== attendee.koreanName)
    doc.font('kr').fontSize(10.5).fillColor(GREY).text(attendee.latinName, { width, align: 'center' });
  if (attendee.licence)
    doc
      .font('kr')
      .fontSize(10.5)
      .fillColor(GREY)
      .text(`${text.licence} ${attendee.licence}`, { width, align: 'center' });
  doc.moveDown(1);
  doc.font('kr').fontSize(10.5).fillColor(INK);
  doc.text(keepWordsWhole(doc, text.attended, width), MARGIN, doc.y, { width, align: 'left' });
  doc.moveDown(0.8);

  const widths = [0.34, 0.16, 0.16, 0.18, 0.16].map((share) => share * width);
  const row = (cells: readonly string[], bold = false, colour: string = INK) => {
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      doc
        .font(bold ? 'kr-bold' : 'kr')
        .fontSize(9.5)
        .fillColor(colour)
        .text(cell, x + 4, y, {
          width: widths[index]! - 8,
          align: index === 0 ? 'left' : 'right',
          lineBreak: false,
        });
      x += widths[index]!;
    });
    doc.y = y + 17;
  };
  const rule = (weight = 0.4, colour = '#d9dbe1') => {
    doc
      .moveTo(MARGIN, doc.y - 3)
      .lineTo(MARGIN + width, doc.y - 3)
      .lineWidth(weight)
      .strokeColor(colour)
      .stroke();
  };

  let anyCorrected = false;
  for (const record of records) {
    const scheme = schemes.find((s) => String(s.id) === record.schemeId);
    if (!scheme) continue;
    doc.moveDown(0.4);
    const y = doc.y;
    doc
      .rect(MARGIN, y - 2, 3, 16)
      .fillColor(PINK)
      .fill();
    doc.font('kr-bold').fontSize(11.5).fillColor(INK);
    const schemeName = locale === 'ko' ? scheme.name_ko : scheme.name_en;
    doc.text(keepWordsWhole(doc, schemeName, width - 10), MARGIN + 10, y, { width: width - 10 });
    doc.moveDown(0.3);
    row(text.columns, true, GREY);
    rule(0.8, '#9aa0ad');
    for (const day of record.days) {
      const corrected = day.flags.includes('CORRECTED');
      anyCorrected ||= corrected;
      row([
        dayLabel(day.day, locale),
        clock(day.first, day.scanCount),
        // One scan (a day an organiser corrected): no exit to show.
        clock(day.last, day.scanCount > 1 ? day.scanCount : 0),
        figure(day.countedMinutes, corrected),
        figure(day.points, corrected),
      ]);
      rule();
    }
    row([text.total, '', '', String(record.totalMinutes), String(record.totalPoints)], true);
    doc.moveDown(0.4);
  }

  doc.moveDown(1.2);
  if (anyCorrected) {
    doc.font('kr').fontSize(9).fillColor(INK);
    doc.text(keepWordsWhole(doc, text.corrected, width), MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  }
  doc.font('kr').fontSize(9).fillColor(GREY).text(text.time, MARGIN, doc.y, { width });
  doc.moveDown(1.4);
  const issued = DateTime.fromJSDate(issuedAt, { zone: ZONE });
  doc
    .font('kr')
    .fontSize(10)
    .fillColor(INK)
    .text(
      `${text.issued}: ${locale === 'ko' ? issued.toFormat('yyyy년 M월 d일') : issued.toFormat('d LLLL yyyy')}`,
      {
        width,
        align: 'right',
      },
    );
  doc.moveDown(0.8);
  doc
    .font('kr-bold')
    .fontSize(13)
    .fillColor(INK)
    .text(locale === 'ko' ? SOCIETY_KO : CONGRESS.society, {
      width,
      align: 'right',
    });
  doc
    .font('kr')
    .fontSize(9.5)
    .fillColor(GREY)
    .text(locale === 'ko' ? CONGRESS.society : CONGRESS.secretariat, { width, align: 'right' });
}

/** One PDF, one page per attendee (each attendee's records under every scheme they are counted in). */
export function renderCertificates(
  attendees: readonly (readonly CreditRecordView[])[],
  schemes: readonly SchemeRow[],
  options: CertificateOptions,
): Promise<Buffer> {
  const single = attendees.length === 1 ? attendees[0]![0]!.attendee : null;
  const { doc, bytes, width } = societyPdf(
    {
      Title: single
        ? `${TEXT[options.locale].title}: ${single.latinName}`
        : `${TEXT[options.locale].title} (${attendees.length})`,
      Subject: `${CONGRESS.shortName} certificate of attendance`,
      CreationDate: options.issuedAt,
    },
    options.compress ?? true,
  );
  registerKoreanFonts(doc);
  attendees.forEach((records, index) => {
    if (index > 0) {
      doc.addPage();
      drawLetterhead(doc);
    }
    drawCertificate(doc, width, records, schemes, options);
  });
  doc.end();
  return bytes;
}
