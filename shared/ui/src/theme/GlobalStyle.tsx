import { createGlobalStyle } from 'styled-components';
// Roboto is self-hosted (no font CDN): webpack emits these files with content hashes.
import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import roboto500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2';
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';

/**
 * The characters of the Roboto files above (@fontsource/roboto's latin-*.css). Without it a face
 * claims every character: the browser would fetch Roboto to look for Korean glyphs it does not
 * have.
 */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const GlobalStyle = createGlobalStyle`
  @font-face { font-family: 'Roboto'; font-style: normal; font-weight: 400; font-display: swap; src: url(${roboto400}) format('woff2'); unicode-range: ${LATIN}; }
  @font-face { font-family: 'Roboto'; font-style: normal; font-weight: 500; font-display: swap; src: url(${roboto500}) format('woff2'); unicode-range: ${LATIN}; }
  @font-face { font-family: 'Roboto'; font-style: normal; font-weight: 700; font-display: swap; src: url(${roboto700}) format('woff2'); unicode-range: ${LATIN}; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.6;
  }
  /* Korean breaks between words, not between syllables ("학 / 술대회" on a phone); a word longer
     than its line still breaks rather than overflow. */
  html:lang(ko) { word-break: keep-all; overflow-wrap: break-word; }
  a { color: ${({ theme }) => theme.colors.primaryDark}; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;
