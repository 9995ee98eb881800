import styled from 'styled-components';
import { Link } from '@congress/router';

/** A link that looks like the kit's small button (navigation, not an action). */
export const StyledLinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  margin: 0 0 16px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.navy};
  color: #fff;
  text-decoration: none;
  font-weight: 500;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;
