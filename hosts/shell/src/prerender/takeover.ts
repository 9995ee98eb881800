// Taking over a prerendered public page (docs/decisions.md, "Prerendered public pages").
//
// The server sends the public remote's prerendered markup in <div id="prerendered"> instead of
// an empty #root. The app renders into a #root that is not yet in the document; once the page
// there has rendered with its data (the remote's element is there and nothing is busy), #root
// replaces the prerendered copy in one step. The reader sees the prerendered page until then,
// never a blank page, and the swap moves nothing (both are the same markup). While detached, the
// app's tree is invisible to the reader, assistive technology and tests: one copy at a time.

const PRERENDERED_ID = 'prerendered';
/** The page's font subsets (api/src/http/prerendered.ts, PRERENDERED_FONTS_ID). */
const PRERENDERED_FONTS_ID = 'prerendered-fonts';
/** The longest the prerendered copy stays when the app never becomes ready (an error page). */
const MAX_WAIT_MS = 10_000;

/**
 * The page in `root` has rendered: a remote's page is there, nothing on it says it is busy, and
 * no query of the page is waiting for its answer (`queriesBusy`); or the remote failed to load.
 */
export function pageIsReady(root: HTMLElement, queriesBusy: () => boolean): boolean {
  // The part could not be loaded (an alert with a retry): shown at once, not after MAX_WAIT_MS.
  if (root.querySelector('main [role="alert"]') && !root.querySelector('main [data-remote]')) return true;
  return (
    Boolean(root.querySelector('main [data-remote] > *')) &&
    !root.querySelector('[aria-busy="true"]') &&
    !queriesBusy()
  );
}

/**
 * Replaces the prerendered copy (if still there) with the app's root. The prerendered page's
 * stylesheet stays: its rules are the app's own (same class names), and its font faces keep the
 * text in its font while the app's font stylesheet may still be on its way.
 */
export function showApp(root: HTMLElement): void {
  document.getElementById(PRERENDERED_ID)?.replaceWith(root);
  // The page's font subsets stay after the app's styles (the app declares the full fonts): the
  // browser uses the last face declared for a character, so the text already drawn does not send
  // it to fetch the full files again.
  const fonts = document.getElementById(PRERENDERED_FONTS_ID);
  if (fonts && fonts !== document.head.lastElementChild) document.head.appendChild(fonts);
}

const labelOf = (button: Element) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
const shownButtons = (within: Element, label: string) =>
  [...within.querySelectorAll('button')].filter(
    (button) => button.getClientRects().length > 0 && labelOf(button) === label,
  );

/** What tells an element of the copy and its twin in the app apart from the others: tag, link and label. */
const signatureOf = (element: Element) =>
  `${element.tagName}|${element.getAttribute('href') ?? ''}|${labelOf(element)}`;
const shownTwins = (within: Element, signature: string) =>
  [...within.querySelectorAll('a, button, input, select, textarea, [tabindex]')].filter(
    (element) => element.getClientRects().length > 0 && signatureOf(element) === signature,
  );

/**
 * The element of the copy that has the keyboard focus, found again in the app once it is shown (same
 * tag, link and label, same position among those): a keyboard user who tabbed into the page before
 * the app ran keeps their place instead of falling back to the top of the document.
 */
function focusedInCopy(prerendered: HTMLElement): ((root: HTMLElement) => void) | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body || !prerendered.contains(focused)) return null;
  const signature = signatureOf(focused);
  const index = shownTwins(prerendered, signature).indexOf(focused);
  return (root) => (shownTwins(root, signature)[index] as HTMLElement | undefined)?.focus();
}

/**
 * A button of the prerendered copy does nothing by itself (the language switch, the menu button):
 * its clicks are remembered and, once the app is shown, given to the app's button of the same
 * label and position, in order. Links work without the app (they load the next page).
 */
function recordButtonClicks(prerendered: HTMLElement): (root: HTMLElement) => void {
  const clicks: { label: string; index: number }[] = [];
  const remember = (button: Element) => {
    const label = labelOf(button);
    clicks.push({ label, index: shownButtons(prerendered, label).indexOf(button as HTMLButtonElement) });
  };
  // Those made before this script ran, kept by the page's loader (api/src/http/prerendered.ts).
  const early = (window as { __prerenderedClicks?: Element[] }).__prerenderedClicks;
  early?.forEach(remember);
  if (early) early.push = (...buttons: Element[]) => (buttons.forEach(remember), clicks.length);
  else
    prerendered.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button) remember(button);
    });
  return (root) => {
    for (const { label, index } of clicks) shownButtons(root, label)[index]?.click();
  };
}

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the reader typed or chose in a field of the copy: a text, a choice, options picked. */
function changed(field: FormField): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** A field's twin in the app: same name (and value, for a radio button), else same id. */
function twinOf(root: HTMLElement, field: FormField): FormField | undefined {
  const fields = [...root.querySelectorAll<FormField>('input, select, textarea')].filter(
    (other) => other.tagName === field.tagName && other.type === field.type,
  );
  if (field.name)
    return fields.find(
      (other) => other.name === field.name && (field.type !== 'radio' || other.value === field.value),
    );
  return field.id ? fields.find((other) => other.id === field.id) : undefined;
}

/**
 * Gives the app's field what the reader put in the copy's, the way React hears of it: the
 * prototype's setter (React tracks the value it set itself and ignores an event otherwise) and
 * the event its onChange listens to; a checkbox or radio button is clicked.
 */
function carryInto(twin: FormField, from: FormField): void {
  if (twin instanceof HTMLInputElement && (twin.type === 'checkbox' || twin.type === 'radio')) {
    if (twin.checked !== (from as HTMLInputElement).checked) twin.click();
    return;
  }
  const prototype = Object.getPrototypeOf(twin) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(twin, from.value);
  twin.dispatchEvent(new Event(twin instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * What was typed or chosen in the copy's fields before the app took over (the news list's search
 * box, a form's fields, a browser's autofill): once the app is shown, each field's twin gets it, in
 * page order. Fields without a name or id are read-only in the copy, files and rich text wait for
 * the app (remotes/public/scripts/prerender.mjs). The field being typed in keeps the focus and caret.
 */
function typedInCopy(prerendered: HTMLElement): (root: HTMLElement) => void {
  const typed = [
    ...prerendered.querySelectorAll<FormField>(
      'input:not([type="hidden"]):not([type="file"]), select, textarea',
    ),
  ]
    .filter(changed)
    .map((field) => ({ field, focused: field === document.activeElement }));
  return (root) => {
    for (const { field, focused } of typed) {
      const twin = twinOf(root, field);
      if (!twin) continue;
      carryInto(twin, field);
      if (!focused) {
        // The reader has left this field already: the app checks a field when it is left (a
        // sign-up's ID already taken), and React's onBlur hears focusout.
        twin.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
        continue;
      }
      // The reader goes on typing where they were: at the end of their text.
      twin.focus();
      try {
        if (!(twin instanceof HTMLSelectElement))
          twin.setSelectionRange(twin.value.length, twin.value.length);
      } catch {
        // An e-mail or number field has no caret position to set.
      }
    }
  };
}

/**
 * The app's components focus elements when they mount (a popup on /home), which does nothing while
 * the root is detached: the last such request is remembered and carried out once it is shown.
 */
function recordFocusRequests(root: HTMLElement): () => void {
  const focus = HTMLElement.prototype.focus;
  let wanted: { element: HTMLElement; options?: FocusOptions } | null = null;
  HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (!this.isConnected && root.contains(this)) wanted = { element: this, options };
    focus.call(this, options);
  };
  return () => {
    HTMLElement.prototype.focus = focus;
    if (wanted?.element.isConnected) wanted.element.focus(wanted.options);
  };
}

/**
 * The element the app renders into. A prerendered page gets a detached #root that replaces the
 * prerendered copy as soon as its page is ready (checked after each change and every 50 ms, over two frames so a
 * lazy chunk's fallback does not count), or after MAX_WAIT_MS at the latest.
 */
export function appContainer(queriesBusy: () => boolean): HTMLElement {
  const existing = document.getElementById('root');
  const prerendered = document.getElementById(PRERENDERED_ID);
  if (existing || !prerendered) return existing as HTMLElement;
  const root = document.createElement('div');
  root.id = 'root';
  const replayClicks = recordButtonClicks(prerendered);
  const restoreFocus = recordFocusRequests(root);
  let done = false;
  let scheduled = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearInterval(poll);
    window.clearTimeout(timer);
    const refocus = focusedInCopy(prerendered);
    const carryTyped = typedInCopy(prerendered);
    showApp(root);
    carryTyped(root);
    refocus?.(root);
    // After the reader's focus: a component that asks for it (a popup on /home) gets it.
    restoreFocus();
    // In a task of its own, once React has drawn the carried values: a submit button pressed on
    // the copy submits the app's form with what was typed.
    window.setTimeout(() => replayClicks(root));
  };
  const check = () => {
    if (done || scheduled || !pageIsReady(root, queriesBusy)) return;
    scheduled = true;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        scheduled = false;
        if (pageIsReady(root, queriesBusy)) finish();
      }),
    );
  };
  const observer = new MutationObserver(check);
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  // An answer that changes nothing on the page (no popup today) changes no element: look anyway.
  const poll = window.setInterval(check, 50);
  const timer = window.setTimeout(finish, MAX_WAIT_MS);
  return root;
}
