// Text a person typed, as a spreadsheet cell. Excel, LibreOffice and Google Sheets may run text
// that starts with = + - @ (or a tab or carriage return before one) as a formula when the file is
// opened, saved as CSV or pasted: OWASP's CSV-injection guidance prefixes such text with a quote.
const FORMULA_START = /^[=+\-@\t\r]/;

export const spreadsheetText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
