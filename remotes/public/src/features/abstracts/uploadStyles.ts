// Styles shared by the presenters' and the invited speakers' parts of /abstracts/presentation_upload.
import styled from 'styled-components';

export const StyledSlots = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 16px;
`;

export const StyledSlot = styled.section`
  display: grid;
  gap: 10px;
  padding: 16px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2,
  h3 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  .meta {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  .save-error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
  .current {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledDeadline = styled.p`
  margin: 0;
  font-weight: 500;
`;

export const sizeText = (bytes: number | null | undefined) =>
  bytes == null
    ? ''
    : ` (${bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`})`;
