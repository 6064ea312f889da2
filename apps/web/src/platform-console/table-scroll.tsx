import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A table's frame: a table wider than its card (on a narrow screen, console.css) scrolls sideways in here, never the
 * page. While it does, the frame is a region named `label` in the Tab order, so that a keyboard can scroll it too
 * (WCAG 2.1.1: a table of text alone has nothing else to focus); a table that fits adds no stop.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useLayoutEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const measure = () => setScrolls(frame.scrollWidth > frame.clientWidth + 1);
    measure();
    // The frame narrows with the window; the table widens with its rows ("Load more") and its language.
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    for (const child of frame.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className="pc-table-wrap" {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      {children}
    </div>
  );
}
