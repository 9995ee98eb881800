import { useIntl } from 'react-intl';
import { errorText } from './errors';
import { StyledNotice } from './styles';

/** What an action on the page came to, shown until the next action. */
export type PageNoticeState = { tone: 'success' | 'error'; text: string } | null;

/**
 * A page's outcome message: a success is a status (read out when the reader pauses), an error an
 * alert (read out at once).
 */
export function PageNotice({ notice }: { notice: PageNoticeState }) {
  if (!notice) return null;
  return (
    <StyledNotice $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </StyledNotice>
  );
}

/** A query that failed, as the page's alert (its translated error). */
export function QueryErrorNotice({ error }: { error: unknown }) {
  const intl = useIntl();
  if (!error) return null;
  return (
    <StyledNotice $tone="error" role="alert">
      {errorText(intl, error)}
    </StyledNotice>
  );
}
