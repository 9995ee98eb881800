import { useEffect, useRef, type RefObject } from 'react';

/**
 * A public page is rendered on the server and hydrated (docs/decisions.md, "One renderer"): a
 * reader may type into its form before the scripts arrive. React's hydration keeps what the
 * control holds but does not tell the form's state, which would put the server's value back at
 * the next render. Once mounted, a control whose value differs from the state hands its value to
 * the form, and a field already left gets its blur (the sign-up ID's availability check). After
 * a client-side render the control holds the state's value and nothing happens.
 */
export function useTypedBeforeHydration<T extends HTMLInputElement | HTMLSelectElement>(
  stateValue: string | boolean,
  take: (value: string | boolean) => void,
  onLeft?: (value: string) => void,
): RefObject<T | null> {
  const control = useRef<T>(null);
  useEffect(() => {
    const element = control.current;
    if (!element) return;
    const held: string | boolean =
      element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value;
    if (held === stateValue) return;
    take(held);
    // After the page's own effects (a lookup's client is ready once its component has mounted).
    if (onLeft && typeof held === 'string' && element.ownerDocument.activeElement !== element)
      queueMicrotask(() => onLeft(held));
    // Once, at mount: afterwards React's own change events keep the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return control;
}
