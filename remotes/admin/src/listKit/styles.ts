import styled from 'styled-components';
import { media } from '@congress/ui';
import { StyledButton } from '@congress/components';

export const StyledAdminPage = styled.section`
  padding: 20px;
  min-width: 0;
  /* Korean breaks between words, not between syllables. */
  word-break: keep-all;
  ${media.mobile} {
    padding: 16px 12px 32px;
  }
  h1 {
    margin: 0 0 16px;
    font-size: 1.4rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  h1:focus {
    outline: none;
  }
  h1:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  .intro {
    margin: -4px 0 16px;
    color: ${({ theme }) => theme.colors.muted};
  }
  .hint {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  /* Read by screen readers, not shown (e.g. whose row a button acts on). */
  .vh {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export const StyledSmallButton = styled(StyledButton)`
  min-height: 36px;
  padding: 4px 12px;
  font-size: 0.9rem;
  white-space: nowrap;
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${media.mobile} {
    min-height: 44px;
  }
`;

export const StyledFilters = styled.form`
  margin-bottom: 16px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  .toggle {
    display: none;
  }
  .fields {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
    gap: 10px 12px;
    align-items: end;
    padding: 16px;
  }
  label {
    display: grid;
    gap: 4px;
    font-size: 0.85rem;
  }
  fieldset {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 4px 8px;
    margin: 0;
    padding: 0;
    border: 0;
    legend {
      font-size: 0.85rem;
      padding: 0 0 4px;
    }
  }
  input,
  select {
    width: 100%;
    min-width: 0;
    min-height: 36px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font: inherit;
  }
  [aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
  .buttons {
    display: flex;
    gap: 8px;
  }
  ${media.mobile} {
    .toggle {
      display: flex;
      width: 100%;
      min-height: 44px;
      align-items: center;
      justify-content: space-between;
      padding: 8px 16px;
      border: 0;
      background: none;
      font: inherit;
      font-weight: 500;
      cursor: pointer;
    }
    .toggle::after {
      content: '▾';
    }
    .toggle[aria-expanded='true']::after {
      content: '▴';
    }
    &[data-open='false'] .fields {
      display: none;
    }
    .fields {
      grid-template-columns: 1fr;
      padding-top: 0;
    }
    input,
    select {
      min-height: 44px;
    }
  }
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-bottom: 8px;
  .count {
    margin-right: auto;
    color: ${({ theme }) => theme.colors.muted};
  }
  .selection {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  select {
    min-height: 36px;
    padding: 2px 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font: inherit;
  }
  ${media.mobile} {
    .count,
    .selection .hint {
      flex-basis: 100%;
    }
    select {
      min-height: 44px;
    }
  }
`;

export const StyledNotice = styled.div<{ $tone?: 'error' | 'success' }>`
  margin: 8px 0;
  padding: 10px 12px;
  border-radius: 6px;
  border-left: 4px solid
    ${({ $tone, theme }) =>
      $tone === 'error'
        ? theme.colors.danger
        : $tone === 'success'
          ? theme.colors.success
          : theme.colors.border};
  background: ${({ $tone }) => ($tone === 'error' ? '#fdecea' : $tone === 'success' ? '#edf7ee' : '#fff')};
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
`;

/** Scrolls sideways on its own (not the page) when the table is wider than the screen. */
export const StyledTableScroll = styled.div`
  /* relative: the visually hidden texts (position: absolute) stay inside, not widening the page. */
  position: relative;
  overflow-x: auto;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  ${media.mobile} {
    overflow: visible;
    background: none;
    border: 0;
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    padding: 7px 6px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: #eef1f7;
    font-weight: 500;
    white-space: nowrap;
  }
  th.num,
  td.num {
    text-align: right;
  }
  th.select,
  td.select {
    width: 1%;
    position: sticky;
    left: 0;
    background: inherit;
  }
  td.select {
    background: #fff;
  }
  th button.sort {
    display: inline-flex;
    gap: 4px;
    align-items: center;
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  th button.sort .arrow {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.75rem;
  }
  th[aria-sort='ascending'] .arrow,
  th[aria-sort='descending'] .arrow {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  td.wrap {
    min-width: 160px;
  }
  td.nowrap,
  button.link {
    white-space: nowrap;
  }
  /* The row's buttons stay in view while the table scrolls sideways. */
  th.actions,
  td.actions {
    position: sticky;
    right: 0;
    white-space: nowrap;
    box-shadow: -6px 0 6px -6px rgba(0, 0, 0, 0.2);
  }
  th.actions {
    background: #eef1f7;
  }
  td.actions {
    background: #fff;
  }
  td.actions button {
    padding: 2px 10px;
    min-height: 32px;
  }
  td.actions button + button {
    margin-left: 4px;
  }
  tr.muted td {
    color: ${({ theme }) => theme.colors.muted};
  }
  tr.selected td {
    background: #fdf0f5;
  }
  tbody tr:hover td {
    background: #f8f9fc;
  }
  .badge {
    display: inline-block;
    white-space: nowrap;
    margin: 0 4px 2px 0;
    padding: 1px 8px;
    border-radius: 999px;
    font-size: 0.8rem;
    background: #eef1f7;
    color: ${({ theme }) => theme.colors.text};
  }
  .badge.delete,
  .badge.blocked {
    background: #fdecea;
    color: ${({ theme }) => theme.colors.danger};
  }
  tr.state ul.refused {
    display: inline-block;
    margin: 0 0 12px;
    text-align: left;
    color: ${({ theme }) => theme.colors.danger};
  }
  tr.state td {
    padding: 24px;
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
    background: #fff;
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
  }
  button.link {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: underline;
    text-align: left;
    cursor: pointer;
  }

  /* Phone: every row becomes a card, each value under its column's name. */
  ${media.mobile} {
    thead {
      display: none;
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      position: relative;
      margin-bottom: 12px;
      padding: 8px 12px;
      background: #fff;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: 8px;
    }
    tr.selected td,
    tbody tr:hover td {
      background: none;
    }
    tr.selected {
      background: #fdf0f5;
      border-color: ${({ theme }) => theme.colors.primary};
    }
    td {
      display: grid;
      grid-template-columns: minmax(96px, 35%) 1fr;
      gap: 8px;
      padding: 6px 0;
      border-bottom: 1px solid #eef0f5;
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.muted};
      font-size: 0.85rem;
    }
    td.num {
      text-align: left;
    }
    td.select,
    td.actions {
      position: static;
      width: auto;
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      border-bottom: 0;
      background: none;
    }
    td.select::before,
    td.actions::before {
      content: none;
    }
    td.select label {
      flex: 1 1 auto;
      display: flex;
      gap: 10px;
      align-items: center;
      min-width: 0;
      min-height: 44px;
      font-weight: 500;
    }
    td.nowrap,
    button.link {
      white-space: normal;
    }
    th.actions,
    td.actions {
      box-shadow: none;
    }
    td.actions button + button {
      margin-left: 0;
    }
    td.actions button {
      flex: 1 1 auto;
      min-height: 44px;
      padding: 4px 12px;
    }
    tr.state {
      padding: 0;
    }
    tr.state td {
      display: block;
      border: 0;
    }
    tr.state td::before {
      content: none;
    }
    button.link {
      min-height: 44px;
    }
  }
`;

export const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: center;
  margin-top: 12px;
  .page {
    min-width: 8em;
    text-align: center;
  }
  select {
    min-height: 36px;
    margin-left: 4px;
    padding: 2px 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font: inherit;
  }
  ${media.mobile} {
    select {
      min-height: 44px;
    }
  }
`;

/** Shown on phones only: the table's headers (and their sort buttons) are hidden there. */
export const StyledMobileOnly = styled.div`
  display: none;
  ${media.mobile} {
    display: block;
    margin: 0 0 12px;
    label {
      display: grid;
      gap: 4px;
      font-size: 0.85rem;
    }
    select {
      min-height: 44px;
      padding: 4px 8px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: 4px;
      font: inherit;
    }
  }
`;
