import { useEffect } from 'react';
import { CONGRESS_TITLE } from '@congress/domain';

/** The browser tab names the page ("Members · …"); leaving the page gives the site's title back. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${CONGRESS_TITLE}`;
    return () => {
      document.title = CONGRESS_TITLE;
    };
  }, [title]);
}
