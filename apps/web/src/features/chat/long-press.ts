import { useEffect, useRef } from 'react';

/** Spec 9: a long press is 350 ms, and a finger moving more than 10 px is a scroll, not a press. */
export const LONG_PRESS_MS = 350;
export const LONG_PRESS_TOLERANCE_PX = 10;

/** Tracks one press: fires after 350 ms unless it moved 10 px or more, or ended, before. */
export class LongPress {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private x = 0;
  private y = 0;
  constructor(private readonly fire: () => void) {}

  down(x: number, y: number): void {
    this.cancel();
    this.x = x;
    this.y = y;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.fire();
    }, LONG_PRESS_MS);
  }

  move(x: number, y: number): void {
    if (this.timer !== undefined && Math.hypot(x - this.x, y - this.y) > LONG_PRESS_TOLERANCE_PX) this.cancel();
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** Pointer handlers for a long press on an element (and the context menu, a mouse's long press). */
export function useLongPress(onLongPress: () => void) {
  const callback = useRef(onLongPress);
  const press = useRef<LongPress | null>(null);
  useEffect(() => {
    callback.current = onLongPress;
  });
  useEffect(() => () => press.current?.cancel(), []);
  const tracker = () => (press.current ??= new LongPress(() => callback.current()));
  return {
    onPointerDown: (e: { clientX: number; clientY: number }) => tracker().down(e.clientX, e.clientY),
    onPointerMove: (e: { clientX: number; clientY: number }) => tracker().move(e.clientX, e.clientY),
    onPointerUp: () => tracker().cancel(),
    onPointerCancel: () => tracker().cancel(),
    onPointerLeave: () => tracker().cancel(),
    onContextMenu: (e: { preventDefault: () => void }) => {
      e.preventDefault();
      tracker().cancel();
      callback.current();
    },
  };
}
