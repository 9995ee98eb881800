// The invitation letter as a PDF (pdfkit): A4, the society's letterhead, the letter reference and
// date, the addressee (the Korean embassy or consulate), the invitation with the congress dates
// and venue as the site states them (@congress/domain CONGRESS), the member's passport details,
// their registration status and the signature block. English only: embassies read English, and
// the standard PDF fonts (WinAnsi) print Latin text only, so every text is checked first.
import { CONGRESS, type RegistrationPriceStatus } from '@congress/domain';
import { PDF_COLOURS, PDF_MARGIN as MARGIN, societyPdf } from '../../pdf/letterhead';
import type { VisaLetterRow } from './visaLetters.repository';

/** Characters the standard fonts print: printable ASCII, Latin-1 and the typographic marks of WinAnsi. */
const WIN_ANSI = /^[\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u20AC\n]*$/;

export class NonLatinTextError extends Error {
  constructor(readonly field: string) {
    super(`${field} holds characters the letter's fonts cannot print`);
  }
}

/** The text, when the standard fonts can print it; otherwise the field is named (never a blank in the letter). */
export function printable(field: string, text: string): string {
  if (!WIN_ANSI.test(text)) throw new NonLatinTextError(field);
  return text;
}

/** What the letter says about the registration (only live registrations get a letter). */
export const REGISTRATION_LINES: Partial<Record<RegistrationPriceStatus, string>> = {
  PAID: 'Registered participant; registration fee paid',
  FREE: 'Registered participant; no registration fee due',
  UNPAID: 'Registered participant; registration fee payable before the congress',
  REFUND_REQUESTED: 'Registered participant; registration fee paid',
};

/** 2 April 1980: a calendar day (YYYY-MM-DD) in words, as English letters write it. */
export const longDate = (day: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The Korea-time day of an instant (the letter's date). */
const seoulDay = (instant: Date): string =>
  new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

export interface LetterContent {
  letter: Pick<
    VisaLetterRow,
    | 'given_name'
    | 'family_name'
    | 'nationality'
    | 'passport_number'
    | 'birth'
    | 'issue'
    | 'expire'
    | 'letter_number'
    | 'decided_at'
  >;
  registrationStatus: RegistrationPriceStatus;
  /** Test-only: uncompressed content streams. */
  compress?: boolean;
}

const { ink: INK, grey: GREY } = PDF_COLOURS;

/** The letter's bytes. Throws NonLatinTextError when a text cannot be printed. */
export function renderVisaLetterPdf({
  letter,
  registrationStatus,
  compress = true,
}: LetterContent): Promise<Buffer> {
  const reference = printable('letter_number', letter.letter_number ?? '');
  const givenName = printable('given_name', letter.given_name);
  const familyName = printable('family_name', letter.family_name.toUpperCase());
  const passportName = `${givenName} ${familyName}`;
  const details: [string, string][] = [
    ['Name (as in passport)', passportName],
    ['Nationality', printable('nationality', letter.nationality)],
    ['Passport number', printable('passport_number', letter.passport_number)],
    ['Date of birth', longDate(letter.birth)],
    ['Passport issued', longDate(letter.issue)],
    ['Passport expires', longDate(letter.expire)],
    ['Registration', REGISTRATION_LINES[registrationStatus] ?? 'Registered participant'],
  ];
  const issued = longDate(seoulDay(letter.decided_at ?? new Date()));

  const { doc, bytes, width } = societyPdf(
    {
      Title: `Invitation letter ${reference}`,
      Subject: `${CONGRESS.shortName} visa invitation letter for ${passportName}`,
      CreationDate: letter.decided_at ?? undefined,
    },
    compress,
  );
  // Reference and date, on the right.
  doc.fillColor(INK).font('Helvetica').fontSize(10);
  doc.text(`Reference: ${reference}`, MARGIN, doc.y, { width, align: 'right' });
  doc.text(`Date: ${issued}`, { width, align: 'right' });

  // Addressee.
  doc.moveDown(1.5).font('Helvetica').fontSize(10.5);
  doc.text('To the Consular Section', MARGIN, doc.y, { width });
  doc.text('Embassy or Consulate General of the Republic of Korea', { width });

  doc.moveDown(1.2).font('Helvetica-Bold').fontSize(11);
  doc.text(`Subject: Invitation to ${CONGRESS.shortName}, visa application of ${passportName}`, { width });

  doc.moveDown(1).font('Helvetica').fontSize(10.5).fillColor(INK);
  doc.text('Dear Sir or Madam,', { width });
  doc.moveDown(0.7);
  doc.text(
    `On behalf of the organising committee, the ${CONGRESS.society} is pleased to invite the participant named below to attend ${CONGRESS.officialName.replace(/^The /, 'the ')}, to be held from ${CONGRESS.datesText} at ${CONGRESS.venue}, ${CONGRESS.venueAddress}.`,
    { width, align: 'justify', lineGap: 2 },
  );
  doc.moveDown(0.9);

  // The participant's details, as a two-column table.
  const labelWidth = 150;
  const top = doc.y;
  doc
    .rect(MARGIN, top - 6, width, details.length * 19 + 10)
    .fillColor('#f7f3f5')
    .fill();
  doc.fillColor(INK);
  details.forEach(([label, value], i) => {
    const y = top + i * 19;
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(GREY)
      .text(label, MARGIN + 12, y, { width: labelWidth });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(value, MARGIN + 12 + labelWidth, y, { width: width - labelWidth - 24 });
  });
  doc.y = top + details.length * 19 + 14;

  doc.font('Helvetica').fontSize(10.5).fillColor(INK);
  doc.text(
    `The participant has registered for the congress. The scientific programme takes place at ${CONGRESS.venue} throughout the three days, and the official language of the congress is English.`,
    MARGIN,
    doc.y,
    { width, align: 'justify', lineGap: 2 },
  );
  doc.moveDown(0.7);
  doc.text(
    'This letter is issued at the participant’s request solely to support the visa application. It does not commit the organisers to any cost: travel, accommodation, living expenses and the registration fee remain the participant’s own responsibility.',
    { width, align: 'justify', lineGap: 2 },
  );
  doc.moveDown(0.7);
  doc.text(
    `To verify this letter, please contact the ${CONGRESS.secretariat} quoting the reference ${reference}.`,
    { width, align: 'justify', lineGap: 2 },
  );

  // Signature block.
  doc.moveDown(1.4).text('Yours faithfully,', { width });
  const signatureY = doc.y + 34;
  doc
    .moveTo(MARGIN, signatureY)
    .lineTo(MARGIN + 200, signatureY)
    .lineWidth(0.6)
    .strokeColor(GREY)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .text('President', MARGIN, signatureY + 6, { width });
  doc.font('Helvetica').text(`${CONGRESS.society}`, { width });
  doc.text(`Congress President, ${CONGRESS.shortName}`, { width });
  doc.moveDown(0.6).fillColor(GREY).fontSize(9.5).text(`For the ${CONGRESS.secretariat}`, { width });

  // Footer, inside the bottom margin (lifted so pdfkit does not start a page for it).
  doc.page.margins.bottom = 0;
  const footerY = doc.page.height - MARGIN + 20;
  doc
    .fontSize(8)
    .fillColor(GREY)
    .text(`${CONGRESS.society} · ${CONGRESS.shortName} · ${reference}`, MARGIN, footerY, {
      width,
      align: 'center',
      lineBreak: false,
    });
  doc.end();
  return bytes;
}
