import styled from 'styled-components';
import { media } from '@congress/ui';

/** The credit pages' panels, forms and tables: one column on a phone, tables scroll in their box. */
export const StyledCredits = styled.div`
  display: grid;
  /* minmax(0, …): a wide table scrolls in its own box instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  max-width: 1200px;
  section.panel,
  fieldset {
    display: grid;
    /* minmax(0, …): a long select or a wide table stays inside the box on a phone. */
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
    margin: 0;
    padding: 12px 16px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: #fff;
    min-width: 0;
  }
  fieldset fieldset {
    padding: 8px 12px 12px;
  }
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: end;
  }
  .muted,
  .hint {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.85rem;
  }
  label.inline {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
  }
  label.inline input {
    width: 22px;
    height: 22px;
    margin: 0;
  }
  label.stacked {
    display: grid;
    gap: 4px;
    font-size: 0.9rem;
  }
  input[type='text'],
  input[type='number'],
  input[type='search'],
  input[type='datetime-local'],
  select,
  textarea {
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    font: inherit;
    background: #fff;
    min-width: 0;
    box-sizing: border-box;
  }
  select {
    max-width: 100%;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  ${media.mobile} {
    input[type='text'],
    input[type='number'],
    input[type='search'],
    input[type='datetime-local'],
    select {
      min-height: 44px;
      width: 100%;
    }
    .row > * {
      flex: 1 1 100%;
    }
  }
  ol.steps {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ol.steps li {
    padding: 4px 12px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
  }
  ol.steps li[aria-current='step'] {
    border-color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.navy};
    color: #fff;
  }
  ul.schemes {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  ul.schemes button {
    width: 100%;
    display: grid;
    gap: 2px;
    text-align: left;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: #fff;
    font: inherit;
    cursor: pointer;
  }
  ul.schemes button[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.navy};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
  ul.schemes .name {
    font-weight: 700;
  }
  .schemesLayout {
    display: grid;
    grid-template-columns: 260px minmax(0, 1fr);
    gap: 16px;
    align-items: start;
    ${media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .scroll {
    position: relative;
    overflow-x: auto;
  }
  table.plain {
    border-collapse: collapse;
    min-width: 100%;
    font-size: 0.9rem;
    background: #fff;
  }
  table.plain th,
  table.plain td {
    text-align: left;
    padding: 6px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  table.plain td.num,
  table.plain th.num {
    text-align: right;
  }
  table.plain input {
    width: 100%;
    min-width: 70px;
  }
  .days {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: 12px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: end;
  }
  .tools label {
    display: grid;
    gap: 4px;
    font-size: 0.9rem;
  }
  ${media.mobile} {
    .tools > * {
      flex: 1 1 100%;
    }
  }
`;

/** A day's figures in a table cell: minutes and points, then the reason and flags in words. */
export const StyledDayCell = styled.div`
  display: grid;
  gap: 2px;
  min-width: 120px;
  .figures {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .why {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .flag {
    font-size: 0.8rem;
    color: #8a4b00;
  }
  button {
    justify-self: start;
  }
`;
