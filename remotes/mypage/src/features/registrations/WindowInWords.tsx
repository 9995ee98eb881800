import { FormattedMessage, useIntl } from 'react-intl';
import { TIME_ZONE, type RegistrationWindow } from '@congress/domain';

/** The window the API enforces (registrationWindow), in words and in Korea time. */
export function WindowInWords({ window }: { window: RegistrationWindow }) {
  const intl = useIntl();
  const format = (iso: string) =>
    intl.formatDate(new Date(iso), { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
  return (
    <FormattedMessage
      id="registration.window"
      values={{ start: format(window.start), end: format(window.end) }}
    />
  );
}
