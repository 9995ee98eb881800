import { createGlobalStyle } from 'styled-components';
// Roboto is self-hosted (no font CDN): webpack emits these files with content hashes.
import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import roboto500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2';
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';
import { LATIN, fallbackFaceRules } from './fallbackFaces';

export const GlobalStyle = createGlobalStyle`
  @font-face { font-family: 'Roboto'; font-style: normal; font-weight: 400; font-display: swap; src: url(${roboto400}) format('woff2'); unicode-range: ${LATIN}; }
  @font-face { font-family: 'Roboto'; font-style: normal; font-weight: 500; font-display: swap; src: url(${roboto500}) format('woff2'); unicode-range: ${LATIN}; }
  @font-face { font-family: 'Roboto'; font-style: normal; font-weight: 700; font-display: swap; src: url(${roboto700}) format('woff2'); unicode-range: ${LATIN}; }
  ${fallbackFaceRules()}
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
