import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '../../lib/api/types';
import type { Session } from '../../lib/session';
import {
  decideLaunch,
  gameEntry,
  pickGameUrl,
  roomEntry,
  vendorEntry,
  type LaunchEntry,
} from './launch-logic';
import { testMember } from '../../lib/api/test-member';

const member = (type: number): MemberInfo => testMember({ type });

const guest: Session = { token: null, member: null };
const player: Session = { token: 't0k', member: member(1) };
const trial: Session = { token: 't0k', member: member(4) };
const context = { merchantCode: 'LOTUS', language: 'vi', requestId: 'req-1' };

const slot: LaunchEntry = {
  nodeId: 7,
  vendor: 'PG',
  vassalage: 'PG',
  gameType: 'RNG',
  gameId: 1001,
  gameCode: 'fortune',
};

describe('decideLaunch (§4 Launch logic)', () => {
  it('asks a guest to log in, whatever the entry', () => {
    expect(decideLaunch(slot, guest, context)).toEqual({ kind: 'login' });
    expect(decideLaunch({ ...slot, gameType: 'LOTT' }, guest, context)).toEqual({ kind: 'login' });
    expect(decideLaunch({ ...slot, isGame: 'VASSALAGE', gameId: undefined }, guest, context)).toEqual({
      kind: 'login',
    });
  });

  it('sends the Vietnamese lottery to /vnlottery with its game code', () => {
    expect(decideLaunch({ ...slot, gameType: 'LOTT', gameCode: 'VN 1' }, player, context)).toEqual({
      kind: 'lotteryRoute',
      path: '/vnlottery?gameCode=VN%201',
    });
    expect(decideLaunch({ ...slot, gameType: 'LOTT', gameCode: undefined }, player, context)).toEqual({
      kind: 'lotteryRoute',
      path: '/vnlottery',
    });
  });

  it('sends other lottery (ELOTT) games to their betting view on /lottery, a vendor card to the lobby', () => {
    expect(
      decideLaunch({ ...slot, vendor: 'LOTUSLOTT', gameType: 'ELOTT', gameCode: 'ST5' }, player, context),
    ).toEqual({ kind: 'lotteryRoute', path: '/lottery?gameCode=ST5&playType=betting' });
    expect(
      decideLaunch(
        { nodeId: 2, vendor: 'LOTUSLOTT', vassalage: 'LOTUSLOTT', gameType: 'ELOTT', isGame: 'DIRECT' },
        player,
        context,
      ),
    ).toEqual({ kind: 'lotteryRoute', path: '/lottery' });
    // Browsing the lottery needs no real account.
    expect(
      decideLaunch({ ...slot, vendor: 'X', gameType: 'ELOTT', gameCode: 'ST1' }, trial, context),
    ).toEqual({
      kind: 'lotteryRoute',
      path: '/lottery?gameCode=ST1&playType=betting',
    });
  });

  it('launches a sea lottery (TCG_SEA) like a vendor game, in its own window', () => {
    const sea: LaunchEntry = {
      ...slot,
      vendor: 'TCG_SEA',
      vassalage: 'TCG_SEA',
      gameType: 'ELOTT',
      gameCode: 'SEA5',
    };
    const decision = decideLaunch(sea, player, context);
    expect(decision).toMatchObject({
      kind: 'launch',
      target: 'window',
      request: { gameId: 1001, vassalage: 'TCG_SEA' },
    });
    expect(decideLaunch(sea, trial, context)).toEqual({ kind: 'needRealAccount' });
    expect(decideLaunch(sea, guest, context)).toEqual({ kind: 'login' });
    expect(decideLaunch(slot, player, context)).toMatchObject({ kind: 'launch', target: 'frame' });
  });

  it('opens the vassalage popup for a vassalage-flagged vendor card, also for a trial account', () => {
    const card: LaunchEntry = {
      nodeId: 3,
      vendor: 'JILI',
      vassalage: 'JILI',
      gameType: 'FISH',
      isGame: 'VASSALAGE',
    };
    expect(decideLaunch(card, player, context)).toEqual({ kind: 'vassalagePopup', vassalage: 'JILI' });
    expect(decideLaunch(card, trial, context)).toEqual({ kind: 'vassalagePopup', vassalage: 'JILI' });
  });

  it('launches a game chosen inside the popup (it carries a gameId)', () => {
    const decision = decideLaunch({ ...slot, isGame: 'VASSALAGE' }, player, context);
    expect(decision.kind).toBe('launch');
  });

  it('tells a trial account a real account is needed', () => {
    expect(decideLaunch(slot, trial, context)).toEqual({ kind: 'needRealAccount' });
  });

  it('builds the §3 launch request for a game', () => {
    expect(decideLaunch(slot, player, context)).toEqual({
      kind: 'launch',
      target: 'frame',
      request: {
        gameId: 1001,
        nodeId: 7,
        accountType: 1,
        confirmTrans: 0,
        vassalage: 'PG',
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        username: 'demo1',
        merchantCode: 'LOTUS',
        language: 'vi',
        requestId: 'req-1',
      },
    });
  });

  it('sends roomId instead of gameId for a PVP room, and neither for a direct vendor card', () => {
    const room = decideLaunch(
      { nodeId: 9, vendor: 'KY', vassalage: 'KY', gameType: 'PVP', roomId: 55 },
      player,
      context,
    );
    expect(room.kind === 'launch' && room.request).toMatchObject({ roomId: 55, nodeId: 9 });
    expect(room.kind === 'launch' && 'gameId' in room.request).toBe(false);
    const direct = decideLaunch(
      { nodeId: 4, vendor: 'EVO', vassalage: 'EVO', gameType: 'LIVE', isGame: 'DIRECT' },
      player,
      context,
    );
    expect(direct.kind === 'launch' && Object.keys(direct.request)).not.toContain('roomId');
    expect(direct.kind === 'launch' && Object.keys(direct.request)).not.toContain('gameId');
  });
});

describe('pickGameUrl (§4 iframe URL, §8 invalid URL)', () => {
  const base = 'https://lotus.example/rng';
  it('prefers game_url, falls back to game_url2, resolves relative URLs', () => {
    expect(pickGameUrl({ game_url: 'https://vendor.example/p?x=1', game_url2: '/b' }, base)).toBe(
      'https://vendor.example/p?x=1',
    );
    expect(pickGameUrl({ game_url: '', game_url2: '/vendor/play?launch=abc' }, base)).toBe(
      'https://lotus.example/vendor/play?launch=abc',
    );
  });
  it('refuses empty and non-http URLs', () => {
    expect(pickGameUrl({ game_url: '', game_url2: '' }, base)).toBeNull();
    expect(pickGameUrl({ game_url: 'javascript:alert(1)', game_url2: 'data:text/html,x' }, base)).toBeNull();
  });
});

describe('entries', () => {
  it('maps a game tile and a vendor card to launch entries', () => {
    expect(
      gameEntry({
        gameId: 5,
        nodeId: 6,
        gameCode: 'g5',
        gameName: 'Lucky',
        vendor: 'PG',
        vassalage: 'PG',
        gameType: 'RNG',
        gameClassify: 'slot',
        minBet: 0.2,
        lines: 20,
        isHot: false,
        isNew: false,
        thumbnail: '',
        thumbWidth: 200,
        thumbHeight: 200,
        maintenance: false,
      }),
    ).toEqual({
      nodeId: 6,
      vendor: 'PG',
      vassalage: 'PG',
      gameType: 'RNG',
      isGame: 'DIRECT',
      gameId: 5,
      gameCode: 'g5',
      gameName: 'Lucky',
    });
    expect(
      vendorEntry({
        vendor: 'DS88',
        title: 'DS88 Cockfight',
        nodeId: 12,
        vassalage: 'DS88',
        gameType: 'COCKFIGHT',
        isHot: false,
        isNew: false,
        logoUrl: '',
        maintenance: false,
        isGame: 'DIRECT',
      }),
    ).toEqual({
      nodeId: 12,
      vendor: 'DS88',
      vassalage: 'DS88',
      gameType: 'COCKFIGHT',
      isGame: 'DIRECT',
      gameName: 'DS88 Cockfight',
    });
  });

  it('maps a PVP room to a roomId entry that launches the room, never the vendor popup', () => {
    const room = { roomId: 3, roomName: 'KY Beginner', vendor: 'KY', minBet: 1, players: 40 };
    const entry = roomEntry(room, { nodeId: 1007 });
    expect(entry).toEqual({
      nodeId: 1007,
      vendor: 'KY',
      vassalage: 'KY',
      gameType: 'PVP',
      isGame: 'DIRECT',
      roomId: 3,
      gameName: 'KY Beginner',
    });
    expect(roomEntry(room).nodeId).toBe(0);
    const decision = decideLaunch({ ...entry, isGame: 'VASSALAGE' }, player, context);
    expect(decision.kind === 'launch' && decision.request).toMatchObject({ roomId: 3, vassalage: 'KY' });
    expect(decideLaunch(entry, trial, context)).toEqual({ kind: 'needRealAccount' });
    expect(decideLaunch(entry, guest, context)).toEqual({ kind: 'login' });
  });
});
