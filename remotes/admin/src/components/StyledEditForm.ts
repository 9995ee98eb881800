import styled from 'styled-components';

/** The edit forms of posts and popups (general settings). */
export const StyledEditForm = styled.form`
  display: grid;
  gap: 16px;
  max-width: 960px;
  padding: 20px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  .row {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 16px;
  }
  .field {
    display: grid;
    /* A wide child (the popup preview's stage) shrinks to the column instead of widening the page. */
    grid-template-columns: minmax(0, 1fr);
    gap: 4px;
    font-size: 0.9rem;
    margin: 0;
    min-width: 0;
  }
  .field > label,
  .label {
    font-weight: 500;
  }
  input[type='text'],
  input[type='number'],
  input[type='datetime-local'],
  select {
    min-height: 40px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font: inherit;
    min-width: 0;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.85rem;
  }
  .hint {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  .check {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 40px;
    font-weight: 400;
  }
  /* A switch inside a kit field keeps its own size (the kit widens its controls). */
  .check input {
    width: auto;
    min-height: 0;
  }
  .files {
    margin: 4px 0 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 4px;
  }
  .files li {
    display: flex;
    gap: 8px;
    align-items: center;
    flex-wrap: wrap;
    overflow-wrap: anywhere;
  }
  .thumb {
    max-width: 240px;
    max-height: 160px;
    border-radius: 4px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  .buttons {
    display: flex;
    gap: 12px;
    flex-wrap: wrap;
    align-items: center;
  }
`;
