import { FormattedMessage } from 'react-intl';
import { Page } from '@congress/components';
import { StyledTable } from '../../components/styles';

const ROWS = ['name', 'date', 'venue', 'theme', 'language', 'host'];

export default function OverviewPage() {
  return (
    <Page titleId="nav.introductions.overview">
      <StyledTable>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row}>
              <th scope="row">
                <FormattedMessage id={`overview.${row}`} />
              </th>
              <td>
                <FormattedMessage id={`overview.${row}Value`} />
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </Page>
  );
}
