import styled from 'styled-components';
import { media } from '@congress/ui';

/** The review pages' forms and tables: one column on a phone, tables scroll sideways. */
export const StyledReview = styled.div`
  display: grid;
  /* minmax(0, …): a wide table scrolls in its own box instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  max-width: 1100px;
  fieldset {
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 12px 16px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: #fff;
  }
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
  label {
    display: grid;
    gap: 4px;
    font-size: 0.9rem;
  }
  /* A reviewer not linked yet: never assigned until then. */
  .pending {
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.85rem;
    font-weight: 600;
  }
  label.inline {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  input[type='text'],
  input[type='email'],
  input[type='number'],
  input[type='search'],
  input[type='datetime-local'],
  select {
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    font: inherit;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: end;
  }
  .criterion {
    display: grid;
    grid-template-columns: 140px 1fr 1fr 90px auto;
    gap: 8px;
    align-items: end;
    ${media.mobile} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    input {
      width: 100%;
      min-width: 0;
      box-sizing: border-box;
    }
  }
  .topics {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 4px 12px;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
`;
