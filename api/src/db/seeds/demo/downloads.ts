// The files of the demo download-center posts: real PDFs written to the upload storage, so a
// visitor of a fresh install downloads what the post promises (the secretariat replaces them in
// the back office). English only: the standard PDF fonts print Latin text.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { CONGRESS } from '@congress/domain';
import { UPLOADS_URL } from '../../../modules/files/files.upload';
import type { FileStorage } from '../../../modules/files/files.storage';
import { insertFile } from '../../../modules/files/files.repository';
import { PDF_COLOURS, societyPdf } from '../../../pdf/letterhead';

interface DemoDocument {
  /** The post it belongs to (DEMO_POSTS title). */
  postTitle: string;
  fileName: string;
  heading: string;
  sections: { heading: string; lines: string[] }[];
}

export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    postTitle: 'Programme book / 프로그램 북',
    fileName: 'KSP2024-programme-book.pdf',
    heading: `${CONGRESS.shortName} programme book`,
    // The programme at a glance as the public site states it (public remote, features/programme).
    sections: [
      {
        heading: 'Thursday 21 March 2024',
        lines: [
          '8:00  Registration opens',
          '9:00–9:30  Opening ceremony',
          '9:30–10:20  Keynote lecture 1: nutrition, the microbiome and the intestinal mucosa',
          '10:40–12:20  Symposium 1: pathology of malnutrition and malabsorption',
          '12:20–13:30  Lunch and poster viewing',
          '13:30–15:10  Symposium 2: metabolic liver disease, from biopsy to diet',
          '15:30–17:10  Oral sessions 1 (gastrointestinal, hepatobiliary and pancreas)',
          '18:30–20:30  Welcome reception',
        ],
      },
      {
        heading: 'Friday 22 March 2024',
        lines: [
          '8:30–9:20  Keynote lecture 2: digital pathology and AI for precision nutrition',
          '9:40–12:00  Symposium 3: obesity, cancer and the tumour microenvironment; field symposia',
          '12:00–13:00  Lunch and guided poster round',
          '13:00–15:00  PIC forum',
          '15:20–17:00  Oral sessions 2 (all other topics)',
          '19:00–21:30  Congress dinner',
        ],
      },
      {
        heading: 'Saturday 23 March 2024',
        lines: [
          '8:30–9:20  Keynote lecture 3: from tissue to table, the pathologist in nutrition care',
          '9:30–11:30  Slide seminars (virtual slides, case-based)',
          '11:40–12:30  Award ceremony and closing',
        ],
      },
      {
        heading: 'Venue',
        lines: [`${CONGRESS.venue}, ${CONGRESS.venueAddress}`],
      },
    ],
  },
  {
    postTitle: 'Invitation letter and certificate of attendance / 초청장 및 참가 확인서 양식',
    fileName: 'KSP2024-certificate-of-attendance-form.pdf',
    heading: 'Certificate of attendance: request form',
    sections: [
      {
        heading: 'Participant',
        lines: [
          'Name (as on the badge): ______________________________',
          'Affiliation: ______________________________',
          'Registration e-mail: ______________________________',
        ],
      },
      {
        heading: 'Days attended',
        lines: ['[ ] Thursday 21 March 2024', '[ ] Friday 22 March 2024', '[ ] Saturday 23 March 2024'],
      },
      {
        heading: 'How to use this form',
        lines: [
          'Hand the completed form in at the registration desk; the certificate is issued on the spot.',
          'Visa invitation letters are requested in the member area under My registration.',
        ],
      },
    ],
  },
];

/** The document's bytes (A4, the society's letterhead). */
export function renderDemoDocument(document: DemoDocument): Promise<Buffer> {
  const { doc, bytes, width } = societyPdf({ Title: document.heading, Subject: CONGRESS.officialName });
  doc
    .moveDown(0.5)
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(PDF_COLOURS.ink)
    .text(document.heading, { width });
  for (const section of document.sections) {
    doc
      .moveDown(1)
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(PDF_COLOURS.pink)
      .text(section.heading, { width });
    doc.moveDown(0.3).font('Helvetica').fontSize(10.5).fillColor(PDF_COLOURS.ink);
    for (const line of section.lines) doc.text(line, { width, lineGap: 3 });
  }
  doc.end();
  return bytes;
}

/** Stores each demo document and returns the upload_files ids by post title. */
export async function storeDemoDocuments(trx: Knex, storage: FileStorage): Promise<Map<string, number[]>> {
  const ids = new Map<string, number[]>();
  for (const document of DEMO_DOCUMENTS) {
    const content = await renderDemoDocument(document);
    const key = `${randomUUID()}.pdf`;
    const staged = path.join(storage.stagingDir, key);
    await mkdir(storage.stagingDir, { recursive: true });
    await writeFile(staged, content);
    await storage.put(key, staged);
    const row = await insertFile(trx, {
      name: document.fileName,
      url: UPLOADS_URL + key,
      path: key,
      mime: 'application/pdf',
      size: content.length,
      width: null,
      height: null,
      use: 'bbsAttachment',
      uploaded_by: null,
    });
    ids.set(document.postTitle, [...(ids.get(document.postTitle) ?? []), row.id]);
  }
  return ids;
}
