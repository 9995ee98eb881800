import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LOCALES, type Locale } from '@congress/domain';
import { localeState } from '@congress/i18n';

const LABELS: Record<Locale, string> = { en: 'EN', ko: '한국어' };

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

export function LanguageSwitch() {
  const [locale, setLocale] = useAtom(localeState);
  const intl = useIntl();
  return (
    <StyledSwitch role="group" aria-label={intl.formatMessage({ id: 'header.language' })}>
      {LOCALES.map((l) => (
        <button key={l} type="button" lang={l} aria-pressed={locale === l} onClick={() => setLocale(l)}>
          {LABELS[l]}
        </button>
      ))}
    </StyledSwitch>
  );
}
