import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { useIdle } from './use-idle';

/**
 * An Embla carousel on the element given to the returned ref, started once the browser is idle
 * after the slides are in (`ready`): Embla's code is its own chunk, fetched then, and its start
 * (which measures every slide) runs outside the first screen's long tasks (issue 13, TBT and
 * the first load's bytes). Until it has started the api is undefined and the first slide shows on
 * its own (the track is a row of full-width slides in CSS). A change of `options` (loop, the
 * direction when the language turns right to left) starts it again with them; it is destroyed
 * with the component.
 * @returns `[ref, api]`: the viewport's callback ref, and the carousel once started.
 */
export function useCarousel(
  options: EmblaOptionsType,
  ready: boolean,
): [(element: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const live = useIdle(ready && viewport !== null);
  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    if (!live || !viewport) return undefined;
    let carousel: EmblaCarouselType | undefined;
    let current = true;
    void import('embla-carousel').then(
      ({ default: EmblaCarousel }) => {
        if (!current) return;
        carousel = EmblaCarousel(viewport, JSON.parse(optionsKey) as EmblaOptionsType);
        setApi(carousel);
      },
      // Without its chunk the carousel stays a still first slide: nothing to tell the player.
      () => undefined,
    );
    return () => {
      current = false;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [live, viewport, optionsKey]);
  return [setViewport, api];
}
