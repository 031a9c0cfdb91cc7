import { useEffect, useRef } from 'react';

/** When a home step replaces the previous one, focus its heading so screen readers announce the new step. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
    window.scrollTo({ top: 0 });
  }, []);
  return ref;
}
