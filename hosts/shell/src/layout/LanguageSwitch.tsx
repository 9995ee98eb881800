import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from '@congress/router';
import styled from 'styled-components';
import { LOCALES, type Locale } from '@congress/domain';
import { localeState } from '@congress/i18n';

const LABELS: Record<Locale, string> = { en: 'EN', ko: '한국어' };

const StyledForm = styled.form`
  display: contents;
`;

const StyledSwitch = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  overflow: hidden;
  button {
    border: 0;
    padding: 4px 12px;
    white-space: nowrap;
    background: transparent;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy};
    color: #fff;
  }
`;

/**
 * The language switch. A form (GET /locale, the server's switch) so that a tap before the page's
 * scripts have arrived switches too: the server writes the language cookie and renders the page
 * again in the new language. Once the app runs, it switches in place without the round trip.
 */
export function LanguageSwitch() {
  const [locale, setLocale] = useAtom(localeState);
  const intl = useIntl();
  const { pathname, search } = useLocation();
  return (
    // The form itself is only a way to the server: the group of buttons is what a reader meets.
    <StyledForm method="get" action="/locale">
      <input type="hidden" name="back" value={pathname + search} />
      <StyledSwitch role="group" aria-label={intl.formatMessage({ id: 'header.language' })}>
        {LOCALES.map((l) => (
          <button
            key={l}
            type="submit"
            name="to"
            value={l}
            lang={l}
            aria-pressed={locale === l}
            onClick={(event) => {
              event.preventDefault();
              setLocale(l);
            }}
          >
            {LABELS[l]}
          </button>
        ))}
      </StyledSwitch>
    </StyledForm>
  );
}
