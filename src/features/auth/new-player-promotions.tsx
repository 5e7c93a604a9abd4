import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { announcementsQuery } from '../../lib/api/queries';
import { useCarousel } from '../../lib/use-carousel';

/** Slider auto-play interval (§9: 5000 ms), only when there is more than one promotion. */
export const PROMOTION_SLIDER_MS = 5000;

/**
 * New-player promotions (category `new_player`) below the registration form (§2 Registration
 * page): a slider auto-playing every 5 s when several; each goes to /promotions with its id.
 */
export function NewPlayerPromotions() {
  const { t } = useTranslation('auth');
  const announcements = useQuery(announcementsQuery());
  const promotions = (announcements.data?.promotion ?? []).filter((p) => p.category === 'new_player');
  const [viewportRef, embla] = useCarousel({ loop: true }, promotions.length > 1);

  useEffect(() => {
    if (!embla || promotions.length < 2) return;
    const id = setInterval(() => embla.scrollNext(), PROMOTION_SLIDER_MS);
    return () => clearInterval(id);
  }, [embla, promotions.length]);

  if (promotions.length === 0) return null;
  return (
    <section className="lotus-promo-slider" aria-label={t('newPlayerPromotions')}>
      <div className="lotus-promo-slider__viewport" ref={viewportRef}>
        <ul className="lotus-promo-slider__track">
          {promotions.map((p) => {
            const cover = [...p.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
            return (
              <li key={p.id} className="lotus-promo-slider__slide">
                <Link to={`/promotions?id=${p.id}`} className="lotus-promo-card">
                  {cover ? <img src={cover.url} alt="" width={320} height={120} loading="lazy" /> : null}
                  <span>{p.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
