import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../../layout/links';
import { stringProp } from '../../../../core/layout/props';
import type { LayoutComponentProps } from '../../../layout/registry';
import { announcementsQuery } from '../../../lib/api/queries';
import type { Banner } from '../../../lib/api/types';
import { Icon } from '../../../components/icon';
import { listImageLoading } from '../../../components/list-image-loading';
import { useCarousel } from '../../../lib/use-carousel';

/** Banner rotation interval when a group has several banners (§2 Banners, §9: 5000 ms). */
export const BANNER_ROTATION_MS = 5000;

/** Intrinsic size of banner images; CSS keeps the ratio while scaling. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

/** A banner with a linkage type is clickable (§2 Banners): promotion, route or external URL. */
function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const { t } = useTranslation('layout');
  if (banner.linkageType === 'promotion' && banner.linkageValue) {
    return <SiteLink to={`/promotions?id=${encodeURIComponent(banner.linkageValue)}`}>{children}</SiteLink>;
  }
  if (banner.linkageType === 'route' && banner.linkageValue.startsWith('/')) {
    return <SiteLink to={banner.linkageValue}>{children}</SiteLink>;
  }
  if (banner.linkageType === 'url' && /^https?:\/\//.test(banner.linkageValue)) {
    return (
      <a
        href={banner.linkageValue}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('banner.opensInNewTab', { title: banner.title })}
      >
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

/** The space of a banner (3:1) while it loads, so nothing below it moves when it arrives. */
export function BannerPlaceholder() {
  return <div className="banner-placeholder" aria-hidden="true" data-testid="banner-placeholder" />;
}

/**
 * Banner carousel of one banner group (§2 Banners: home w_home, rng w_rng …). Rotates every
 * 5000 ms when the group has several banners, pauses on hover and keyboard focus (and under
 * reduced motion), with labelled previous/next and dot buttons. Embla starts when first needed
 * (`useCarousel`). Renders nothing for an empty
 * group or while the announcements are unavailable.
 */
export function BannerCarousel({ group }: { group: string }) {
  const { t } = useTranslation('layout');
  const { data, isPending } = useQuery(announcementsQuery());
  const banners = (data?.banners ?? []).filter((banner) => banner.groupName === group);
  const several = banners.length > 1;
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const {
    viewport,
    api: embla,
    scrollTo: goTo,
  } = useCarousel({
    embla: { loop: true, direction: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr' },
    ready: several,
    autoplayMs: BANNER_ROTATION_MS,
    paused,
  });

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = (): void => setSelected(embla.selectedScrollSnap());
    // Embla may already have moved (a dot pressed, a swipe or a turn asked for before it started).
    onSelect();
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  // A dot or arrow pressed before Embla has started shows its choice at once; the slide follows
  // when Embla is there (useCarousel).
  const scrollTo = useCallback(
    (index: number) => {
      const count = banners.length;
      const target = ((index % count) + count) % count;
      if (!embla) setSelected(target);
      goTo(target);
    },
    [embla, goTo, banners.length],
  );

  // While the banners load, their space is held (issue 13: nothing below jumps when they arrive).
  if (isPending) return <BannerPlaceholder />;
  // No banner: an empty hidden marker, so the slot (which holds the space while empty) closes.
  if (banners.length === 0) return <div hidden data-testid="banner-none" />;
  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <div className="banner-viewport" ref={viewport}>
        <div className="banner-track">
          {banners.map((banner, index) => (
            <div
              key={banner.bannerId}
              className="banner-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('banner.slide', { index: index + 1, total: banners.length })}
            >
              <BannerLink banner={banner}>
                <img
                  src={banner.url}
                  alt={banner.title}
                  width={BANNER_WIDTH}
                  height={BANNER_HEIGHT}
                  // The first slide is the page's largest paint (issue 13): fetched before anything else.
                  {...listImageLoading(index, 1, 'low')}
                />
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      {several ? (
        <div className="banner-controls">
          <button
            type="button"
            className="icon-button"
            aria-label={t('banner.previous')}
            onClick={() => (embla ? embla.scrollPrev() : scrollTo(selected - 1))}
          >
            <Icon name="chevronLeft" />
          </button>
          <div className="banner-dots">
            {banners.map((banner, index) => (
              <button
                key={banner.bannerId}
                type="button"
                className="banner-dot"
                aria-label={t('banner.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => scrollTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t('banner.next')}
            onClick={() => (embla ? embla.scrollNext() : scrollTo(selected + 1))}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** Registry entry `shell.banner`: the carousel of the node's `props.group`. */
export function BannerNode({ node }: LayoutComponentProps) {
  return <BannerCarousel group={stringProp(node, 'group')} />;
}
