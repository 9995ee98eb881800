// Korean in the society's PDFs is broken between words, not between syllables (the certificate's
// "학 / 술대회장"): keepWordsWhole puts the line ends at spaces, each line as long as fits.
import PDFDocument from 'pdfkit';
import { keepWordsWhole } from '../pdf/keepWordsWhole';
import { registerKoreanFonts } from '../pdf/koreanFonts';

const SENTENCE =
  '위 사람은 BEXCO(부산)에서 열린 대한병리학회 2024 학술대회에 아래와 같이 참석하였음을 확인합니다. (학술대회장 입장·퇴장 인식 기록 기준)';

describe('keepWordsWhole', () => {
  const doc = new PDFDocument({ size: 'A4' });
  registerKoreanFonts(doc);
  doc.font('kr').fontSize(10.5);

  test.each([90, 140, 230, 480])('at %i pt every line ends between two words and fits', (width) => {
    const lines = keepWordsWhole(doc, SENTENCE, width).split('\n');
    expect(lines.join(' ')).toBe(SENTENCE);
    for (const line of lines) expect(doc.widthOfString(line)).toBeLessThanOrEqual(width);
    // As many words a line as fit: the next word would not.
    lines.slice(0, -1).forEach((line, index) => {
      const nextWord = lines[index + 1]!.split(' ')[0];
      expect(doc.widthOfString(`${line} ${nextWord}`)).toBeGreaterThan(width - 0.5);
    });
  });

  test('keeps the text’s own line ends, and a text that fits is unchanged', () => {
    expect(keepWordsWhole(doc, '영수증\n위 금액을 정히 영수합니다.', 480)).toBe(
      '영수증\n위 금액을 정히 영수합니다.',
    );
  });

  test('pdfkit alone breaks inside a Korean word at the same width (the reason for it)', () => {
    // pdfkit's own wrapping: the height of the text at a width where its lines end mid-word.
    const width = 140;
    const wrapped = keepWordsWhole(doc, SENTENCE, width).split('\n').length;
    const pdfkitLines = Math.round(doc.heightOfString(SENTENCE, { width }) / doc.currentLineHeight(true));
    expect(pdfkitLines).toBeLessThan(wrapped);
  });
});
