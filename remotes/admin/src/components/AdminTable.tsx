import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '@congress/ui';

export const StyledAdminPage = styled.section`
  padding: 24px;
  h1 {
    margin: 0 0 16px;
    font-size: 1.4rem;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

export const StyledFilters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 10px 12px;
  align-items: end;
  padding: 16px;
  margin-bottom: 16px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  label {
    display: grid;
    gap: 4px;
    font-size: 0.85rem;
  }
  input,
  select {
    width: 100%;
    min-width: 0;
    min-height: 34px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
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
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  font-size: 0.9rem;
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: #eef1f7;
    font-weight: 500;
    white-space: nowrap;
  }
  tr.muted td {
    color: ${({ theme }) => theme.colors.muted};
  }
  button {
    margin-right: 4px;
  }
  button.link {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: underline;
    cursor: pointer;
  }
`;

export const StyledSmallButton = styled(StyledButton)`
  min-height: 28px;
  padding: 2px 10px;
  font-size: 0.85rem;
`;

const StyledPager = styled.nav`
  display: flex;
  gap: 8px;
  align-items: center;
  justify-content: center;
  margin-top: 12px;
`;

/** Page navigation for start/limit lists. */
export function Pager(props: {
  start: number;
  limit: number;
  count: number;
  onChange: (start: number) => void;
}) {
  const page = Math.floor(props.start / props.limit) + 1;
  const pages = Math.max(1, Math.ceil(props.count / props.limit));
  return (
    <StyledPager aria-label="pagination">
      <StyledSmallButton
        $variant="secondary"
        disabled={page <= 1}
        onClick={() => props.onChange(props.start - props.limit)}
      >
        ‹
      </StyledSmallButton>
      <span>
        <FormattedMessage id="admin.page" values={{ page, pages }} />
      </span>
      <StyledSmallButton
        $variant="secondary"
        disabled={page >= pages}
        onClick={() => props.onChange(props.start + props.limit)}
      >
        ›
      </StyledSmallButton>
    </StyledPager>
  );
}
