import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stringProp } from '../../../core/layout/props';
import type { LayoutComponentProps } from '../../layout/registry';
import { gameMenusQuery, roomListQuery } from '../../lib/api/games';
import type { Room, VendorCard } from '../../lib/api/games-types';
import { isTrial, useSession } from '../../lib/session';
import { openModal } from '../../lib/ui-store';
import { formatMoney } from '../../../core/money';
import { useCurrency } from '../../lib/currency';
import { numberFormatter } from '../../lib/format';
import { LaunchLayer } from './launch-layer';
import { roomEntry } from './launch-logic';
import { QueryState } from '../../components/states';
import { useLaunchGame, type GameLauncher } from './use-launch-game';
import './games.css';
import { Button } from '../../components/button';

/** Tab value of "every vendor" in the vendor filter (no vendor code is `*`). */
const ALL_VENDORS = '*';
const TITLE_ID = 'pvp-rooms-title';

/** The vendor codes of `rooms`, each once, in the order the platform lists them. */
export function roomVendors(rooms: readonly Room[]): string[] {
  return [...new Set(rooms.map((room) => room.vendor))];
}

/** The game menus' vendor cards by upper-case vendor code: a room shows its card's title and launches with its nodeId. */
type VendorCards = ReadonlyMap<string, VendorCard>;

function RoomTable(props: {
  rooms: readonly Room[];
  caption: string;
  cards: VendorCards;
  launcher: GameLauncher;
  money: (amount: number) => string;
}) {
  const { t, i18n } = useTranslation('games');
  const count = numberFormatter(i18n.language, 'count');
  return (
    <div className="table-scroll">
      <table className="games-table pvp-room-table" data-testid="pvp-room-table">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pvp.room')}</th>
            <th scope="col">{t('pvp.vendor')}</th>
            <th scope="col" className="games-number">
              {t('pvp.players')}
            </th>
            <th scope="col" className="games-number">
              {t('pvp.minBet')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('pvp.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rooms.map((room) => {
            const card = props.cards.get(room.vendor.toUpperCase());
            const busy = props.launcher.pending?.roomId === room.roomId;
            return (
              <tr key={room.roomId} data-testid="pvp-room">
                <th scope="row" className="pvp-room-name">
                  {room.roomName}
                </th>
                <td>{card?.title ?? room.vendor}</td>
                <td className="games-number">{count.format(room.players)}</td>
                <td className="games-number">{props.money(room.minBet)}</td>
                <td className="pvp-room-join">
                  <Button
                    variant="primary"
                    aria-label={t('pvp.joinRoom', { room: room.roomName })}
                    aria-busy={busy || undefined}
                    onClick={() => void props.launcher.launch(roomEntry(room, card))}
                  >
                    {t('pvp.join')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The rooms of a member (or trial) session: states, vendor filter, table and launch layer. */
function MemberRooms({ vassalage, account, trial }: { vassalage: string; account: string; trial: boolean }) {
  const { t, i18n } = useTranslation('games');
  const rooms = useQuery(roomListQuery(account, vassalage));
  const menus = useQuery(gameMenusQuery(i18n.language));
  const currency = useCurrency();
  const launcher = useLaunchGame();
  const [chosen, setChosen] = useState(ALL_VENDORS);

  const list = rooms.data ?? [];
  const vendors = roomVendors(list);
  const cards: VendorCards = new Map(
    (menus.data ?? []).flatMap((menu) =>
      menu.vendors.map((card) => [card.vendor.toUpperCase(), card] as const),
    ),
  );
  const titleOf = (code: string): string => cards.get(code.toUpperCase())?.title ?? code;
  // The currency as the header shows it.
  const money = (amount: number): string => formatMoney(amount, currency, i18n.language);
  // A vendor that left the list after a refetch falls back to every vendor.
  const active = vendors.includes(chosen) ? chosen : ALL_VENDORS;
  const table = (value: string) => (
    <RoomTable
      rooms={value === ALL_VENDORS ? list : list.filter((room) => room.vendor === value)}
      caption={
        value === ALL_VENDORS ? t('pvp.captionAll') : t('pvp.captionVendor', { vendor: titleOf(value) })
      }
      cards={cards}
      launcher={launcher}
      money={money}
    />
  );

  return (
    <>
      {trial ? <p className="games-hint pvp-trial-hint">{t('pvp.trialHint')}</p> : null}
      <QueryState
        isPending={rooms.isPending}
        error={rooms.error}
        isEmpty={list.length === 0}
        emptyText={t('pvp.empty')}
        onRetry={() => void rooms.refetch()}
      >
        {vendors.length > 1 ? (
          <Tabs.Root value={active} onValueChange={setChosen}>
            <Tabs.List className="games-tablist" aria-label={t('pvp.vendorsLabel')}>
              {[ALL_VENDORS, ...vendors].map((value) => (
                <Tabs.Trigger key={value} value={value} className="games-tab">
                  {value === ALL_VENDORS ? t('pvp.allVendors') : titleOf(value)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {[ALL_VENDORS, ...vendors].map((value) => (
              <Tabs.Content key={value} value={value}>
                {table(value)}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        ) : (
          table(ALL_VENDORS)
        )}
      </QueryState>
      <LaunchLayer launcher={launcher} />
    </>
  );
}

/**
 * PVP room list (registry id `games.pvpRooms`, a child of the /pvp route in layouts/routes.json;
 * §2 /pvp, §7 "PVP rooms /wps/relay/GLS2_roomList (token)"). A guest sees a log-in prompt whose
 * button opens the login popup instead of the list (the call needs a token). A member or trial
 * account sees the rooms as a table (room, vendor, players, minimum bet in the brand currency with
 * Intl, a Join button per room), with loading, error-with-retry and empty states and, when the
 * rooms span several vendors, vendor tabs. Join launches the room by its `roomId` through
 * {@link useLaunchGame} (§4 launch logic: a trial account is told a real account is needed).
 *
 * Props: `vassalage` (optional vendor code: only that vendor's rooms, asked of the platform),
 * `title` (optional i18n key of the heading, default `games:pvp.title`).
 */
export function PvpRooms({ node }: LayoutComponentProps) {
  const { t } = useTranslation('games');
  const session = useSession();
  const vassalage = stringProp(node, 'vassalage');
  return (
    <section className="games-section pvp-rooms" aria-labelledby={TITLE_ID} data-testid="pvp-rooms">
      <h2 id={TITLE_ID}>{t(stringProp(node, 'title', 'games:pvp.title'))}</h2>
      {session.token ? (
        <MemberRooms
          vassalage={vassalage}
          account={session.member?.account ?? ''}
          trial={isTrial(session.member)}
        />
      ) : (
        <div className="games-status pvp-login" data-testid="pvp-login">
          <p>{t('pvp.loginPrompt')}</p>
          <Button variant="primary" onClick={() => openModal('loginPopup')}>
            {t('action.login')}
          </Button>
        </div>
      )}
    </section>
  );
}
