import { css } from 'styled-components';
import { BREAKPOINTS } from '@congress/domain';

export const theme = {
  colors: {
    primary: '#d6246e', // congress pink, also the loading spinner
    primaryDark: '#a3154f',
    navy: '#1d2a4d',
    text: '#1f2430',
    muted: '#5d6475',
    border: '#dde1ea',
    surface: '#ffffff',
    background: '#f6f7fb',
    danger: '#c62828',
    success: '#2e7d32',
  },
  // The fallbacks (fallbackFaces.ts): local fonts at the webfonts' sizes until those have loaded.
  font: "'Roboto', 'Roboto Fallback', 'Noto Sans KR', 'Noto Sans KR Fallback', 'Apple SD Gothic Neo', 'Malgun Gothic', system-ui, sans-serif",
  radius: '6px',
  breakpoints: BREAKPOINTS,
  contentWidth: '1200px',
} as const;

export type Theme = typeof theme;

/** Media queries at the spec's breakpoints; "mobile" is below md (749px). */
export const media = {
  mobile: `@media (max-width: ${BREAKPOINTS.md - 1}px)`,
  desktop: `@media (min-width: ${BREAKPOINTS.md}px)`,
  lg: `@media (min-width: ${BREAKPOINTS.lg}px)`,
} as const;

export type ButtonVariant = 'primary' | 'secondary';

/**
 * How a button looks, site-wide: part of the theme, so the page's own dialogs (here) and the
 * components each remote bundles (StyledButton, BusyButton in @congress/components) look alike.
 */
export const buttonLook = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 40px;
  padding: 8px 18px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  font-weight: 500;
  text-decoration: none;
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: #fff;
          &:hover {
            background: ${theme.colors.primaryDark};
          }
        `
      : css`
          background: #fff;
          color: ${theme.colors.primaryDark};
          &:hover {
            background: #fdf0f5;
          }
        `}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
