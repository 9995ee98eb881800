// The script a server-rendered public page loads instead of the app (docs/decisions.md, "The app at
// the reader's first move"). The page reads without the app: its HTML is rendered, its links are
// links to rendered pages, its menu is an HTML popover and its language switch a form. Loading and
// running the app costs a phone one to two seconds of main thread that a reader who only reads never
// needs, so the app starts at the reader's first move — a touch, a key, the pointer, focus — or at
// once when the page needs it from the start. Plain browser code, built alone (no federation runtime):
// it is small and runs at once.
import {
  APP_AT_LOAD_ATTRIBUTE,
  APP_HYDRATING_EVENT,
  LOCALE_STORAGE_KEY,
  LOCALES,
  PAGE_STATE_ELEMENT_ID,
  TOKEN_STORAGE_KEY,
} from '@congress/domain';

/**
 * What the reader does that shows they are about to use the page (a field changed without a key or
 * the pointer, by autofill or assistive technology, too).
 */
const FIRST_MOVES = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'input',
  'change',
] as const;

/**
 * A control that does nothing without the app (a `type="button"` button that opens no popover, a
 * tab): a click on it before the app hydrates the page is given again once it has.
 */
const APP_ONLY_CONTROL =
  'button[type="button"]:not([popovertarget]):not(:disabled), [role="button"]:not(a), [role="tab"]:not(a)';

function storedItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage refused (private mode)
  }
}

/**
 * Whether a select holds another choice than its markup gives it. A single select without a
 * `selected` option shows its first option (selected, though not `defaultSelected`).
 */
function changedChoice(select: HTMLSelectElement): boolean {
  const options = [...select.options];
  if (select.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  const marked = options.findIndex((option) => option.defaultSelected);
  return select.selectedIndex !== (marked === -1 ? 0 : marked);
}

/** Whether the reader has used the page before this script arrived (focused or filled a field). */
function usedAlready(): boolean {
  if (document.activeElement && document.activeElement !== document.body) return true;
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (field instanceof HTMLSelectElement) {
      if (changedChoice(field)) return true;
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A box's value is "on" without a value attribute: only whether it is ticked tells.
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.value !== field.defaultValue) return true;
  }
  return false;
}

/** Why the app must run as soon as the page is read, if it must. */
function neededAtLoad(): boolean {
  // A page the browser draws alone (not rendered by the server).
  if (!document.getElementById(PAGE_STATE_ELEMENT_ID)) return true;
  // A member's header shows their login, which only the browser knows.
  if (storedItem(TOKEN_STORAGE_KEY)) return true;
  // The reader chose the other language and no cookie told the server: the app draws the page in it.
  const chosen = storedItem(LOCALE_STORAGE_KEY);
  if (chosen && (LOCALES as readonly string[]).includes(chosen) && chosen !== document.documentElement.lang)
    return true;
  // The page asks for it (active popups on /home, a post's view count).
  if (document.querySelector(`[${APP_AT_LOAD_ATTRIBUTE}]`)) return true;
  // The reader moved before this script arrived (a slow connection).
  return usedAlready();
}

function start(appScript: string): void {
  let started = false;
  let hydrating = false;
  let pendingClick: Element | null = null;

  const rememberClick = (event: Event) => {
    if (hydrating || !(event.target instanceof Element)) return;
    pendingClick = event.target.closest(APP_ONLY_CONTROL);
  };
  const startApp = (event?: Event) => {
    // The browser's own move to update what is under a resting pointer (at load, after a layout
    // change) has moved nothing: not a reader's move. A reader's pointer moves on at the next event.
    if (event instanceof PointerEvent && event.type === 'pointermove' && !event.movementX && !event.movementY)
      return;
    if (started) return;
    started = true;
    for (const type of FIRST_MOVES) removeEventListener(type, startApp, true);
    const script = document.createElement('script');
    script.src = appScript;
    document.head.append(script);
  };

  // From the moment React hydrates, it replays what is clicked on a part not yet hydrated itself;
  // a click before that is given again once the page runs (the remote's root says so).
  document.addEventListener(APP_HYDRATING_EVENT, () => {
    hydrating = true;
    document.removeEventListener('click', rememberClick, true);
    if (!pendingClick) return;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-remote][data-ready]')) return;
      observer.disconnect();
      const control = pendingClick;
      pendingClick = null;
      if (control?.isConnected && !(control as HTMLButtonElement).disabled) (control as HTMLElement).click();
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  });
  document.addEventListener('click', rememberClick, true);

  if (neededAtLoad()) startApp();
  else for (const type of FIRST_MOVES) addEventListener(type, startApp, { capture: true, passive: true });
}

const appScript = (document.currentScript as HTMLScriptElement | null)?.dataset.app;
if (appScript) start(appScript);
