import { useEffect, useRef, useState } from 'react';

/**
 * An element's width in CSS pixels, kept up to date as it resizes (null before the first
 * measurement, or where ResizeObserver is missing). For drawings that change their layout, not
 * just their scale, on a narrow screen.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry ? entry.contentRect.width : null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
