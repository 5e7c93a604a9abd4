import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './reduced-motion';

/** What a carousel does once Embla is there, asked for before it was. */
type Pending = { to: number } | { by: 1 | -1 } | null;

/** A horizontal move (px) a swipe must exceed to change slides before Embla has started. */
export const EARLY_SWIPE_PX = 40;

/** How {@link useCarousel} is driven. */
export interface CarouselOptions {
  /** Embla's options (loop, the direction when the language turns right to left). */
  embla: EmblaOptionsType;
  /** The slides are in and there are several: until then nothing starts. */
  ready: boolean;
  /** Auto-play interval in ms (§9: 5000); no auto-play when left out. */
  autoplayMs?: number;
  /** Auto-play held (hover, keyboard focus); the player's reduced-motion setting holds it too. */
  paused?: boolean;
}

/** What {@link useCarousel} returns. */
export interface Carousel {
  /** The viewport's callback ref (pass it as the element's `ref`). */
  viewport: (element: HTMLElement | null) => void;
  /** The Embla carousel once started; undefined before. */
  api: EmblaCarouselType | undefined;
  /**
   * Goes to slide `index` (0-based): at once when Embla has started, else it starts it and jumps
   * there once it has.
   */
  scrollTo: (index: number) => void;
}

/**
 * An Embla carousel on the element given to `viewport` (as its `ref`), started when it is first needed (issue 13,
 * the first load's bytes and blocking time): Embla's code is a chunk of its own, fetched when the
 * player reaches for the carousel (pointer over or down on the viewport, keyboard focus in it, a
 * dot or arrow pressed through {@link Carousel.scrollTo}) or when the first auto-play turn is due.
 * Until then the first slide shows on its own (the track is a row of full-width slides in CSS),
 * and what was asked for is played once Embla is there: a dot's slide, the next slide of the
 * first auto-play turn, and a swipe made before it started (more than {@link EARLY_SWIPE_PX}
 * sideways: the next slide, or the previous one; mirrored right to left). Auto-play then turns
 * every `autoplayMs` while not paused. A change of Embla's options starts it again with them; it
 * is destroyed with the component. Without its chunk the carousel stays a still first slide.
 */
export function useCarousel({
  embla: options,
  ready,
  autoplayMs,
  paused = false,
}: CarouselOptions): Carousel {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [wanted, setWanted] = useState(false);
  const pending = useRef<Pending>(null);
  const optionsKey = JSON.stringify(options);
  const live = wanted && ready && viewport !== null;

  useEffect(() => {
    if (!live || !viewport) return undefined;
    let carousel: EmblaCarouselType | undefined;
    let current = true;
    void import('embla-carousel').then(
      ({ default: EmblaCarousel }) => {
        if (!current) return;
        carousel = EmblaCarousel(viewport, JSON.parse(optionsKey) as EmblaOptionsType);
        const asked = pending.current;
        pending.current = null;
        if (asked && 'to' in asked) carousel.scrollTo(asked.to, true);
        else if (asked?.by === 1) carousel.scrollNext();
        else if (asked?.by === -1) carousel.scrollPrev();
        setApi(carousel);
      },
      () => undefined,
    );
    return () => {
      current = false;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [live, viewport, optionsKey]);

  // Before Embla: the player reaching for the carousel starts it; a swipe is kept.
  const rtl = options.direction === 'rtl';
  useEffect(() => {
    if (!ready || !viewport || api) return undefined;
    let down: { id: number; x: number; y: number } | null = null;
    const start = (): void => setWanted(true);
    const onDown = (event: PointerEvent): void => {
      down = { id: event.pointerId, x: event.clientX, y: event.clientY };
      start();
    };
    const onUp = (event: PointerEvent): void => {
      if (!down || down.id !== event.pointerId) return;
      const dx = event.clientX - down.x;
      const dy = event.clientY - down.y;
      down = null;
      if (Math.abs(dx) <= EARLY_SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
      pending.current = { by: dx < 0 !== rtl ? 1 : -1 };
    };
    viewport.addEventListener('pointerenter', start);
    viewport.addEventListener('focusin', start);
    viewport.addEventListener('pointerdown', onDown);
    viewport.addEventListener('pointerup', onUp);
    return () => {
      viewport.removeEventListener('pointerenter', start);
      viewport.removeEventListener('focusin', start);
      viewport.removeEventListener('pointerdown', onDown);
      viewport.removeEventListener('pointerup', onUp);
    };
  }, [ready, viewport, api, rtl]);

  // Auto-play: the first turn starts Embla and is played when it is there; then one turn per interval.
  useEffect(() => {
    if (!ready || autoplayMs === undefined || paused || prefersReducedMotion()) return undefined;
    if (api) {
      const timer = window.setInterval(() => api.scrollNext(), autoplayMs);
      return () => window.clearInterval(timer);
    }
    if (wanted) return undefined;
    const timer = window.setTimeout(() => {
      pending.current ??= { by: 1 };
      setWanted(true);
    }, autoplayMs);
    return () => window.clearTimeout(timer);
  }, [ready, autoplayMs, paused, api, wanted]);

  const scrollTo = useCallback(
    (index: number) => {
      if (api) {
        api.scrollTo(index);
        return;
      }
      pending.current = { to: index };
      setWanted(true);
    },
    [api],
  );

  return { viewport: setViewport, api, scrollTo };
}
