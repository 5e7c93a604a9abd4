/**
 * The lottery core (docs/contract-lottery.md "core/lottery/"; spec §1 lottery, §3 prize modes):
 * words, bet types and line checks, settlement arithmetic, provably fair draws and the draw
 * schedule. Pure, shared by the server and the site.
 */
export * from './types.ts';
export * from './bet-types.ts';
export * from './settle.ts';
export * from './draw.ts';
export * from './schedule.ts';
export * from './menu.ts';
