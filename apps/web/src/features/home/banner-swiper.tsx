import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { EntryLink } from '../../shared/catalogue-ui/entry-link.tsx';
import type { EntryTarget } from '../../shared/catalogue-ui/catalogue-links.ts';
import { jumpAfterSettle, slideOfTrack, stepBack, stepForward, swipeDirection, trackOfSlide } from './swiper-track.ts';
import './banner-swiper.css';

export interface BannerSlide {
  id: number;
  title: string;
  image: string;
  target: EntryTarget;
}

export interface BannerSwiperProps {
  slides: readonly BannerSlide[];
  /** Spec 9: a slide every 5000 ms, each move taking 500 ms; the last slide moves on to the first. */
  interval?: number;
  duration?: number;
  loop?: boolean;
  /** The call to action on each slide ("Shop now"). */
  action?: string;
  label?: string;
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  at: number;
  width: number;
  /** Set once the finger has clearly moved sideways (a drag) or up and down (a scroll, left to the page). */
  axis?: 'x' | 'y';
}

/**
 * The banner swiper: autoplay, a looping track, swipe by finger or mouse, and an indicator. Written with a CSS
 * transition rather than antd-mobile's Swiper, whose spring and gesture libraries (~25 KB gzipped) would not fit the
 * home page's first-screen budget.
 */
export function BannerSwiper(props: BannerSwiperProps) {
  // A new list of slides (a refresh) starts again at the first one.
  return <Swiper key={props.slides.map((s) => s.id).join(',')} {...props} />;
}

function Swiper({ slides, interval = 5000, duration = 500, loop = true, action, label }: BannerSwiperProps) {
  const count = slides.length;
  const looping = loop && count > 1;
  const [track, setTrack] = useState(() => trackOfSlide(0, looping));
  const [animated, setAnimated] = useState(true);
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  // Bumped by a swipe, so that autoplay waits a whole interval after the shopper's own move.
  const [moves, setMoves] = useState(0);
  const drag = useRef<Drag | undefined>(undefined);
  const dragged = useRef(false);

  // Having settled on a copy at either end, jump to the real slide it copies, without animation.
  useEffect(() => {
    const to = jumpAfterSettle(track, count, looping);
    if (to === undefined) return;
    const timer = setTimeout(() => {
      setAnimated(false);
      setTrack(to);
    }, duration);
    return () => clearTimeout(timer);
  }, [track, count, looping, duration]);

  // Animation back on once the jump has been painted.
  useEffect(() => {
    if (animated) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setAnimated(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [animated]);

  useEffect(() => {
    if (paused || count <= 1 || interval <= 0) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setTrack((t) => stepForward(t, count, looping));
    }, interval);
    return () => clearInterval(timer);
  }, [paused, count, looping, interval, moves]);

  if (count === 0) return null;
  const shown = looping ? [slides[count - 1]!, ...slides, slides[0]!] : slides;
  const active = slideOfTrack(track, count, looping);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (count <= 1 || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    drag.current = { pointerId: e.pointerId, x: e.clientX, y: e.clientY, at: e.timeStamp, width: e.currentTarget.clientWidth };
    dragged.current = false;
    setPaused(true);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.axis && Math.max(Math.abs(dx), Math.abs(dy)) > 8) {
      d.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
      if (d.axis === 'x') {
        dragged.current = true;
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }
    }
    if (d.axis === 'x') setOffset(dx);
  };
  const onPointerEnd = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = undefined;
    setPaused(false);
    if (d.axis !== 'x') return;
    const direction = e.type === 'pointercancel' ? 0 : swipeDirection(e.clientX - d.x, d.width, e.timeStamp - d.at);
    setOffset(0);
    if (direction !== 0) {
      setTrack((t) => (direction > 0 ? stepForward(t, count, looping) : stepBack(t, count, looping)));
      setMoves((m) => m + 1);
    }
  };

  return (
    <section className="mall-swiper" aria-roledescription="carousel" aria-label={label} data-testid="banner-swiper">
      <div
        className="mall-swiper-viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(e) => {
          // The click that ends a drag is not a tap on the slide.
          if (dragged.current) {
            e.preventDefault();
            e.stopPropagation();
            dragged.current = false;
          }
        }}
        onDragStart={(e) => e.preventDefault()}
      >
        <div
          className="mall-swiper-track"
          style={{
            transform: `translate3d(calc(${-track * 100}% + ${offset}px), 0, 0)`,
            transition: animated && offset === 0 ? `transform ${duration}ms ease` : 'none',
          }}
        >
          {shown.map((slide, i) => {
            const copy = looping && (i === 0 || i === shown.length - 1);
            return (
              <div
                key={copy ? `copy-${i}` : slide.id}
                className="mall-swiper-slide"
                aria-hidden={copy || i !== track ? true : undefined}
                // The slides out of view cannot be focused either (their links would be tabbed to unseen).
                inert={copy || i !== track ? true : undefined}
                aria-roledescription="slide"
              >
                {/* Named by its caption: the title, and the action where it leads somewhere. */}
                <EntryLink className="mall-swiper-link" target={slide.target}>
                  <img
                    src={slide.image}
                    alt=""
                    width={750}
                    height={300}
                    // The first slide is the first screen's largest picture: fetched first, the rest when needed.
                    {...(i === trackOfSlide(0, looping) ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
                    decoding="async"
                    draggable={false}
                  />
                  <span className="mall-swiper-caption">
                    <span className="mall-swiper-title">{slide.title}</span>
                    {action && slide.target && <span className="mall-swiper-action">{action} ›</span>}
                  </span>
                </EntryLink>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="mall-swiper-indicator" aria-hidden="true">
          {slides.map((slide, i) => (
            <span key={slide.id} className={i === active ? 'is-active' : undefined} />
          ))}
        </div>
      )}
    </section>
  );
}
