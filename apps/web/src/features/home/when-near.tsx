import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface WhenNearProps {
  children: ReactNode;
  /** The space kept until then, so the page does not jump. */
  minHeight?: number;
  /** How far ahead of the viewport it counts as near. */
  rootMargin?: string;
}

/**
 * Renders its children once they come near the viewport. The home page keeps its first screen light this way: the
 * code and data of what lies further down (recommended shops and goods) load as the shopper scrolls towards them.
 */
export function WhenNear({ children, minHeight = 1, rootMargin = '480px 0px' }: WhenNearProps) {
  // Without IntersectionObserver (very old browsers) everything renders at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return near ? <>{children}</> : <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
