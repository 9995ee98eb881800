import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@congress/router';
import { StyledAdminPage } from '../../listKit';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

/** An unknown back-office address: said inside the back office, with its menu still there. */
export default function AdminNotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.notFound.title' });
  useDocumentTitle(title);
  return (
    <StyledAdminPage aria-labelledby="not-found-title">
      <h1 id="not-found-title">{title}</h1>
      <p>
        <FormattedMessage id="admin.notFound.text" />
      </p>
      <p>
        <Link to="/admin/main/member/allUsers">
          <FormattedMessage id="admin.notFound.members" />
        </Link>
      </p>
    </StyledAdminPage>
  );
}
