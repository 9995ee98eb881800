import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { localeState } from '@congress/i18n';
import { useLocation } from '@congress/router';

/**
 * Korean text needs a Korean font: a computer without one (most outside Korea, many Linux
 * desktops) shows empty boxes. Noto Sans KR is self-hosted in ~120 unicode-range slices, so a
 * page downloads only the slices of the characters it shows; its stylesheet loads the first
 * time the site is shown in Korean, so English visitors pay nothing. The back office needs it
 * in English too: its menu is Korean in both languages (spec §2).
 */
export function useKoreanFont(): void {
  const locale = useAtomValue(localeState);
  const backOffice = useLocation().pathname.startsWith('/admin');
  useEffect(() => {
    if (locale !== 'ko' && !backOffice) return;
    void import(/* webpackChunkName: "font-ko" */ './koreanFont');
  }, [locale, backOffice]);
}
