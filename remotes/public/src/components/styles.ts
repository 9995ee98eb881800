import styled from 'styled-components';
import { media } from '@congress/ui';

export const StyledProse = styled.div`
  max-width: 820px;
  font-size: 1.02rem;
  p {
    margin: 0 0 1em;
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 0 0 32px;
  background: #fff;
  th,
  td {
    padding: 10px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  th {
    background: #eef1f7;
    color: ${({ theme }) => theme.colors.navy};
    font-weight: 500;
  }
  /* Amount columns: header and cells both right-aligned, so a heading sits over its figures. */
  th.number,
  td.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  ${media.mobile} {
    font-size: 0.9rem;
    th,
    td {
      padding: 8px 6px;
    }
  }
`;

export const StyledScroll = styled.div`
  overflow-x: auto;
`;
