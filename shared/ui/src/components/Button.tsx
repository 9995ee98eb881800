import styled, { css } from 'styled-components';

export const StyledButton = styled.button<{ $variant?: 'primary' | 'secondary' }>`
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
`;
