import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@congress/router';
import { errorText, StyledAdminPage, StyledNotice } from '../listKit';

interface EditGateProps<T> {
  /** The record's query failed. */
  error?: unknown;
  /** The query is under way. */
  loading: boolean;
  /** The record once the query answered (null or undefined: not there). */
  record: T | null | undefined;
  /** What "not found" says (default: the API's NOT_FOUND text). */
  notFoundMessageId?: string;
  /** A page (not a side panel): its notices stand in the page, with the way back to this list. */
  listPath?: string;
  /** The edit form or detail view, given the record. */
  children: (record: T) => ReactNode;
}

/**
 * What every back-office edit page and detail panel shows until its record can be shown: the load
 * error, "not found" (on a page with the way back to its list), or "loading"; then its content.
 */
export function EditGate<T>({
  error,
  loading,
  record,
  notFoundMessageId,
  listPath,
  children,
}: EditGateProps<T>) {
  const intl = useIntl();
  let notice: ReactNode;
  if (error)
    notice = (
      <StyledNotice $tone="error" role="alert">
        {errorText(intl, error)}
      </StyledNotice>
    );
  else if (record) return <>{children(record)}</>;
  else if (loading)
    notice = (
      <p role="status">
        <FormattedMessage id="common.loading" />
      </p>
    );
  else
    notice = (
      <StyledNotice $tone="error" role="alert">
        <FormattedMessage id={notFoundMessageId ?? 'error.NOT_FOUND'} />
      </StyledNotice>
    );
  if (listPath === undefined) return notice;
  return (
    <StyledAdminPage aria-busy={!error && loading ? true : undefined}>
      {notice}
      {!error && !loading && (
        <Link to={listPath}>
          <FormattedMessage id="admin.backToList" />
        </Link>
      )}
    </StyledAdminPage>
  );
}
