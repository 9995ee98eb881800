import type { ReactElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@congress/router';
import { errorText, StyledAdminPage, StyledNotice } from '../../listKit';

function LoadError({ error }: { error: unknown }) {
  const intl = useIntl();
  return (
    <StyledAdminPage>
      <StyledNotice $tone="error" role="alert">
        {errorText(intl, error)}
      </StyledNotice>
    </StyledAdminPage>
  );
}

/**
 * What an edit page (a post, a popup) shows until its record can be edited: the load error, "not
 * found" with the way back to its list, or "loading". Null once the form can render.
 */
export function editGate(state: {
  /** The record's query failed (never for a new record). */
  error?: unknown;
  /** The query answered without the record. */
  notFound: boolean;
  /** The form's values are not there yet. */
  loading: boolean;
  notFoundMessageId: string;
  listPath: string;
}): ReactElement | null {
  if (state.error) return <LoadError error={state.error} />;
  if (state.notFound)
    return (
      <StyledAdminPage>
        <StyledNotice $tone="error" role="alert">
          <FormattedMessage id={state.notFoundMessageId} />
        </StyledNotice>
        <Link to={state.listPath}>
          <FormattedMessage id="admin.posts.backToList" />
        </Link>
      </StyledAdminPage>
    );
  if (state.loading)
    return (
      <StyledAdminPage aria-busy="true">
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      </StyledAdminPage>
    );
  return null;
}
