import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { useDeferredData } from '../../lib/use-deferred-data';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QueryState } from '../../components/states';
import { listImageLoading } from '../../components/list-image-loading';
import { SiteLink } from '../../layout/links';
import { promotionListQuery, type PromotionList, type PromotionSummary } from '../../lib/api/promotions';
import { getSession, useSession } from '../../lib/session';
import { queryClient } from '../../lib/query-client';
import { PeriodText, PromotionDetailView, promotionIdOf } from './promotion-detail';
import { PromotionStatusBadge } from './status-badge';
import './promotions.css';

/** The tab of every category. */
export const ALL_TAB = 'all';

/** A category's name: its translation (`promotions:category.<category>`), else the word itself. */
export function useCategoryName(): (category: string) => string {
  const { t } = useTranslation('promotions');
  return (category) => t(`category.${category}`, { defaultValue: category.replace(/_/g, ' ') });
}

/**
 * Cards of the first row (three on a desktop, the first one or two on a phone) whose covers load
 * at once: one of them is the page's largest paint (issue 13, LCP); the rest load as they near view.
 */
const EAGER_CARDS = 3;

/** One promotion on the list: cover (sequence 1), title linking to its detail, summary, period, status. */
function PromotionCard({
  promotion,
  currency,
  index,
}: {
  promotion: PromotionSummary;
  currency: PromotionList;
  /** Place on the list: the first {@link EAGER_CARDS} covers load at once, the first with high priority. */
  index: number;
}) {
  const { t } = useTranslation('promotions');
  const titleId = `promotion-card-${promotion.id}`;
  return (
    <li className="promo-card" aria-labelledby={titleId} data-testid="promotion-card" data-id={promotion.id}>
      {promotion.cover ? (
        <img
          className="promo-card-cover"
          src={promotion.cover}
          alt=""
          width={320}
          height={120}
          {...listImageLoading(index, EAGER_CARDS)}
        />
      ) : null}
      <div className="promo-card-body">
        <h2 id={titleId} className="promo-card-title">
          <SiteLink to={`/promoDetail?id=${promotion.id}`}>{promotion.title}</SiteLink>
        </h2>
        <PromotionStatusBadge status={promotion.status} />
        <p>{promotion.summary}</p>
        <PeriodText
          promotion={{
            ...promotion,
            currencySymbol: currency.currencySymbol,
            minorUnits: currency.minorUnits,
          }}
        />
        <SiteLink
          to={`/promoDetail?id=${promotion.id}`}
          className="promo-more"
          aria-label={t('list.detailsOf', { title: promotion.title })}
        >
          {t('list.details')}
        </SiteLink>
      </div>
    </li>
  );
}

/** The list with one tab for all and one per category present (§2 /promotions). */
function PromotionTabs({ data }: { data: PromotionList }) {
  const { t } = useTranslation('promotions');
  const categoryName = useCategoryName();
  const [tab, setTab] = useState(ALL_TAB);
  const shown = tab === ALL_TAB ? data.list : data.list.filter((p) => p.category === tab);
  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="promo-tabs">
      <Tabs.List className="promo-tab-list" aria-label={t('list.categories')}>
        {[ALL_TAB, ...data.categories].map((c) => (
          <Tabs.Trigger key={c} value={c} className="promo-tab">
            {c === ALL_TAB ? t('list.all') : categoryName(c)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={tab} className="promo-tab-panel">
        <ul className="promo-grid" aria-label={tab === ALL_TAB ? t('list.all') : categoryName(tab)}>
          {shown.map((p, index) => (
            <PromotionCard key={p.id} promotion={p} currency={data} index={index} />
          ))}
        </ul>
      </Tabs.Content>
    </Tabs.Root>
  );
}

/**
 * `/promotions` (§2): the promotions by category. `?id=<id>` or `#<id>` (the banners, the side
 * menu and the register page's slider link so) shows that promotion's detail, with a link back to
 * all promotions; an unknown id shows a not-found state with the same link.
 */
export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const location = useLocation();
  const member = useSession().token !== null;
  const id = promotionIdOf(location.search, location.hash);
  const chosen = new URLSearchParams(location.search).has('id') || location.hash.length > 1;
  const list = useQuery({ ...promotionListQuery(member), enabled: !chosen });
  // The answer's task renders the loading state again; the cards are built time-sliced after it.
  const shown = useDeferredData(list);
  if (chosen)
    return (
      <div className="page promo-page">
        <SiteLink to="/promotions" className="promo-back">
          {t('detail.allPromotions')}
        </SiteLink>
        <PromotionDetailView key={id} id={id} />
      </div>
    );
  return (
    <div className="page promo-page">
      <h1>{t('list.title')}</h1>
      <QueryState
        isPending={shown.isPending}
        error={list.error}
        isEmpty={(shown.data?.list.length ?? 0) === 0}
        emptyText={t('list.empty')}
        onRetry={() => void list.refetch()}
      >
        {shown.data ? <PromotionTabs data={shown.data} /> : null}
      </QueryState>
    </div>
  );
}

/**
 * Asks for the list `/promotions` shows first (the registry's `prefetch`, on a first load of the
 * address: issue 13, LCP), with the session the page will have.
 */
export function prefetchPromotionList(): void {
  void queryClient.prefetchQuery(promotionListQuery(getSession().token !== null));
}

/** `/promoDetail?id=` (§2): one promotion's detail page. */
export function PromoDetailPage() {
  const { t } = useTranslation('promotions');
  const location = useLocation();
  const id = promotionIdOf(location.search, location.hash);
  return (
    <div className="page promo-page">
      <SiteLink to="/promotions" className="promo-back">
        {t('detail.allPromotions')}
      </SiteLink>
      <PromotionDetailView key={id} id={id} />
    </div>
  );
}
