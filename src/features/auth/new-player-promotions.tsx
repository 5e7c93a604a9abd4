import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../layout/links';
import { announcementsQuery } from '../../lib/api/queries';
import { useCarousel } from '../../lib/use-carousel';

/** Slider auto-play interval (§9: 5000 ms), only when there is more than one promotion. */
export const PROMOTION_SLIDER_MS = 5000;

/**
 * New-player promotions (category `new_player`) below the registration form (§2 Registration
 * page): a slider auto-playing every 5 s when several (not under reduced motion); each goes to
 * /promotions with its id.
 */
export function NewPlayerPromotions() {
  const { t } = useTranslation('auth');
  const announcements = useQuery(announcementsQuery());
  const promotions = (announcements.data?.promotion ?? []).filter((p) => p.category === 'new_player');
  const { viewport } = useCarousel({
    embla: { loop: true },
    ready: promotions.length > 1,
    autoplayMs: PROMOTION_SLIDER_MS,
  });

  if (promotions.length === 0) return null;
  return (
    <section className="lotus-promo-slider" aria-label={t('newPlayerPromotions')}>
      <div className="lotus-promo-slider__viewport" ref={viewport}>
        <ul className="lotus-promo-slider__track">
          {promotions.map((p) => {
            const cover = [...p.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
            return (
              <li key={p.id} className="lotus-promo-slider__slide">
                <SiteLink to={`/promotions?id=${p.id}`} className="lotus-promo-card">
                  {cover ? <img src={cover.url} alt="" width={320} height={120} loading="lazy" /> : null}
                  <span>{p.title}</span>
                </SiteLink>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
