import styled from 'styled-components';

/** Stored post HTML (sanitised by the API): readable spacing, images and tables kept in the column. */
export const StyledRichText = styled.div`
  padding: 24px 4px;
  line-height: 1.7;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
  table {
    border-collapse: collapse;
    max-width: 100%;
    display: block;
    overflow-x: auto;
  }
  td,
  th {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: 6px 10px;
  }
  blockquote {
    margin: 1em 0;
    padding: 8px 16px;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    background: #fff;
  }
  hr {
    margin: 24px 0;
    border: 0;
    border-top: 1px dashed ${({ theme }) => theme.colors.border};
  }
`;
