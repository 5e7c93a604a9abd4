import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSiteNavigate } from '../../layout/links';
import { stringProp } from '../../../core/layout/props';
import { RenderNodes, type LayoutComponentProps } from '../../layout/registry';
import { gameMenusQuery, vendorLanesQuery } from '../../lib/api/games';
import type { GameCategory, VendorCard } from '../../lib/api/games-types';
import { RetryingImage } from './game-tile';
import { LaunchLayer } from './launch-layer';
import { vendorEntry } from './launch-logic';
import { QueryState } from '../../components/states';
import { useLaunchGame } from './use-launch-game';
import { vendorSections } from './vendor-sections';
import './games.css';

/** Logo box of a vendor card (CSS keeps the ratio). */
const LOGO_WIDTH = 240;
const LOGO_HEIGHT = 120;

/** One vendor: a button named by the vendor's title, with hot/new/maintenance badges. */
export function VendorCardButton(props: {
  card: VendorCard;
  onOpen: (card: VendorCard) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('games');
  const { card } = props;
  const maintenanceId = `vendor-maint-${card.vassalage}`;
  return (
    <li className="vendor-card-item">
      <button
        type="button"
        className="vendor-card"
        data-testid="vendor-card"
        data-vassalage={card.vassalage}
        aria-disabled={card.maintenance || undefined}
        aria-busy={props.busy || undefined}
        aria-describedby={card.maintenance ? maintenanceId : undefined}
        onClick={() => {
          if (!card.maintenance) props.onOpen(card);
        }}
      >
        <RetryingImage
          className="vendor-card-logo"
          src={card.logoUrl}
          alt=""
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
        />
        <span className="vendor-card-title">{card.title}</span>
        <span className="game-tile-badges">
          {card.isHot ? <span className="badge">{t('tile.hot')}</span> : null}
          {card.isNew ? <span className="badge badge-new">{t('tile.new')}</span> : null}
          {card.maintenance ? (
            <span className="badge badge-muted" id={maintenanceId}>
              {t('tile.maintenance')}
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}

/**
 * A game category page (registry id `games.categoryPage`; §2 /live, /sports, /fish, /pvp,
 * /esports, /elott, /cockfight): the category's vendors from the game menus and the vendor lanes
 * (`props.gameType`, heading from `props.title` — the nav label — or else the menu's label). The route adds its banner
 * group. Opening a vendor follows §4: an RNG vendor goes to /rng with its vassalage, a
 * vassalage-flagged one opens the popup of its games, any other launches directly. The route's
 * layout children render below the vendors (/pvp: `games.pvpRooms`, the PVP room list).
 */
export function CategoryPage({ node }: LayoutComponentProps) {
  const { t, i18n } = useTranslation(['games', 'layout']);
  const gameType = stringProp(node, 'gameType', 'LIVE') as GameCategory;
  const menus = useQuery(gameMenusQuery(i18n.language));
  const lanes = useQuery(vendorLanesQuery());
  const launcher = useLaunchGame();
  const navigate = useSiteNavigate();
  const menu = menus.data?.find((m) => m.gameType === gameType);
  // The heading is the label of the link that opened the page (the route's `title`, translated:
  // "Card games"), not the platform's category code-like label ("PVP"); the menu label is the fallback.
  const titleKey = stringProp(node, 'title', '');
  const heading = titleKey ? t(titleKey) : (menu?.labelName ?? t('layout:page.untitled'));
  const sections = vendorSections(gameType, menus.data ?? [], lanes.data ?? []);
  const open = (card: VendorCard): void => {
    if (card.gameType === 'RNG') navigate(`/rng?vassalage=${encodeURIComponent(card.vassalage)}`);
    else void launcher.launch(vendorEntry(card));
  };
  return (
    <div className="page games-page" data-testid={`category-${gameType.toLowerCase()}`}>
      <h1>{heading}</h1>
      <QueryState
        isPending={menus.isPending}
        error={menus.error}
        isEmpty={sections.length === 0}
        emptyText={t('games:state.noVendors')}
        onRetry={() => {
          void menus.refetch();
          void lanes.refetch();
        }}
      >
        {sections.map((section) => (
          <section key={section.key} className="games-section" aria-labelledby={`${section.key}-title`}>
            <h2 id={`${section.key}-title`}>{section.title}</h2>
            <ul className="vendor-grid">
              {section.cards.map((card) => (
                <VendorCardButton
                  key={`${card.vendor}-${card.vassalage}`}
                  card={card}
                  onOpen={open}
                  busy={launcher.pending?.vassalage === card.vassalage}
                />
              ))}
            </ul>
          </section>
        ))}
      </QueryState>
      <RenderNodes nodes={node.children} />
      <LaunchLayer launcher={launcher} />
    </div>
  );
}
