import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@congress/router';
import type { ListDeclaration } from '@congress/domain/lists';
import { parseListState, serializeListState, type ListCapabilities, type ListState } from './urlState';

/**
 * The list's state read from the URL, and a setter that writes it back as a new history entry
 * (each search, sort or page is one step of the back button; a correction the page makes by
 * itself replaces the entry instead).
 */
export function useListState(list: ListDeclaration, caps: ListCapabilities) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseListState(list, caps, location.search), [list, caps, location.search]);
  const setState = useCallback(
    (next: ListState, options: { replace?: boolean } = {}) => {
      const search = serializeListState(list, caps, next, location.search);
      if (`?${search}` === location.search || (search === '' && location.search === '')) return;
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '' },
        { replace: options.replace },
      );
    },
    [list, caps, location.pathname, location.search, navigate],
  );
  return [state, setState] as const;
}
