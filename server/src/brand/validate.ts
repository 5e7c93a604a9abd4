import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { betTypesOf } from '../../../core/lottery/bet-types.ts';
import type { RegisterRule } from '../../../schemas/generated/api.ts';
import { loadApiSchemas, loadBrandSchemas } from '../schemas.ts';
import { helpProblems } from '../services/content-config.ts';
import { depositInstructionProblems } from '../services/deposits.ts';
import { pointsProblems } from '../services/points-config.ts';
import { rankProblems } from '../services/player-rank.ts';
import { BRAND_FILES, type Brand, type BrandProblem } from './types.ts';

let validators: Map<string, ValidateFunction> | null = null;

function getValidators(): Map<string, ValidateFunction> {
  if (validators) return validators;
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const schema of [...loadApiSchemas(), ...loadBrandSchemas()]) ajv.addSchema(schema);
  const map = new Map<string, ValidateFunction>();
  for (const { schemaId } of Object.values(BRAND_FILES)) {
    const validate = ajv.getSchema(schemaId);
    if (!validate) throw new Error(`brand schema ${schemaId} is missing from schemas/brand`);
    map.set(schemaId, validate);
  }
  validators = map;
  return map;
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties')
    return `unknown property '${String(params.additionalProperty)}'`;
  if (error.keyword === 'enum')
    return `${error.message ?? 'invalid'}: ${JSON.stringify(params.allowedValues)}`;
  return error.message ?? `fails ${error.keyword}`;
}

function duplicates<T>(
  items: T[],
  key: (item: T) => unknown,
  file: string,
  where: (index: number) => string,
  what: string,
): BrandProblem[] {
  const seen = new Set<unknown>();
  const problems: BrandProblem[] = [];
  items.forEach((item, index) => {
    const k = key(item);
    if (seen.has(k))
      problems.push({ file, pointer: where(index), message: `duplicate ${what} ${JSON.stringify(k)}` });
    seen.add(k);
  });
  return problems;
}

/** True when `zone` is an IANA time zone this runtime knows. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Cross-field checks of lottery.json (docs/contract-lottery.md "Brand data"): game codes unique,
 * every scheduled station named in `stations`, a fast game's station (its game code) named too,
 * every `groupCode` labelled in `groups`, a daily lock before its draw, a structure's prizes unique,
 * every bet type of a structure priced in every prize mode (deGiai7 MB only, deGiai8 MN only).
 */
function lotteryProblems(lottery: Brand['lottery'], file: string): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const at = (pointer: string, message: string) => problems.push({ file, pointer, message });
  problems.push(
    ...duplicates(
      lottery.games,
      (g) => g.gameCode,
      file,
      (i) => `/games/${i}/gameCode`,
      'gameCode',
    ),
  );
  for (const code of ['MB', 'MN'] as const)
    problems.push(
      ...duplicates(
        lottery.structures[code],
        (p) => p.prize,
        file,
        (i) => `/structures/${code}/${i}/prize`,
        'prize',
      ),
    );
  for (const [mode, tables] of Object.entries(lottery.prizeModes))
    for (const code of ['MB', 'MN'] as const)
      for (const betType of betTypesOf(code))
        if (!tables[code][betType])
          at(`/prizeModes/${mode}/${code}`, `bet type ${betType} has no unitPrice, odds and maxPoints`);
  lottery.games.forEach((game, i) => {
    if (!(game.groupCode in lottery.groups))
      at(`/games/${i}/groupCode`, `group ${JSON.stringify(game.groupCode)} has no label in groups`);
    const schedule = game.schedule;
    if (schedule.kind === 'interval') {
      if (schedule.lockSecondsBefore >= schedule.everyMinutes * 60)
        at(
          `/games/${i}/schedule/lockSecondsBefore`,
          `${schedule.lockSecondsBefore} s is not less than the ${schedule.everyMinutes} min between draws`,
        );
      if (!(game.gameCode in lottery.stations))
        at(
          `/games/${i}/gameCode`,
          `a fast game's station ${JSON.stringify(game.gameCode)} has no name in stations`,
        );
      return;
    }
    if (schedule.lockAt >= schedule.drawAt)
      at(`/games/${i}/schedule/lockAt`, `lockAt ${schedule.lockAt} is not before drawAt ${schedule.drawAt}`);
    for (const [day, codes] of Object.entries(schedule.stations))
      codes.forEach((code, k) => {
        if (!(code in lottery.stations))
          at(
            `/games/${i}/schedule/stations/${day}/${k}`,
            `station ${JSON.stringify(code)} has no name in stations`,
          );
      });
  });
  return problems;
}

/** Cross-field checks a JSON Schema cannot express. */
function semanticProblems(brand: Brand, dir: string): BrandProblem[] {
  const path = (key: keyof Brand) => join(dir, BRAND_FILES[key].file);
  const problems: BrandProblem[] = [];
  if (!brand.site.languages.includes(brand.site.defaultLanguage)) {
    problems.push({
      file: path('site'),
      pointer: '/defaultLanguage',
      message: `'${brand.site.defaultLanguage}' is not one of languages`,
    });
  }
  problems.push(
    ...duplicates(
      brand.site.clubLabels,
      (c) => c.rankLevel,
      path('site'),
      (i) => `/clubLabels/${i}/rankLevel`,
      'rankLevel',
    ),
  );
  for (const [field, rule] of Object.entries(brand.register.rules) as [string, RegisterRule][]) {
    if (rule.minLength > rule.maxLength) {
      problems.push({
        file: path('register'),
        pointer: `/rules/${field}/minLength`,
        message: `minLength ${rule.minLength} is above maxLength ${rule.maxLength}`,
      });
    }
  }
  if (brand.site.timeZone !== undefined && !isTimeZone(brand.site.timeZone)) {
    problems.push({
      file: path('site'),
      pointer: '/timeZone',
      message: `'${brand.site.timeZone}' is not an IANA time zone`,
    });
  }
  const modIds: { modId: string; pointer: string }[] = [];
  const walk = (nodes: Brand['whitelabel'], base: string) =>
    nodes.forEach((node, i) => {
      modIds.push({ modId: node.modId, pointer: `${base}/${i}/modId` });
      walk(node.childrenNodes, `${base}/${i}/childrenNodes`);
    });
  walk(brand.whitelabel, '');
  problems.push(
    ...duplicates(
      modIds,
      (m) => m.modId,
      path('whitelabel'),
      (i) => modIds[i]?.pointer ?? '',
      'modId',
    ),
  );
  problems.push(
    ...duplicates(
      brand.banners,
      (b) => b.bannerId,
      path('banners'),
      (i) => `/${i}/bannerId`,
      'bannerId',
    ),
  );
  problems.push(
    ...duplicates(
      brand.promotions,
      (p) => p.id,
      path('promotions'),
      (i) => `/${i}/id`,
      'promotion id',
    ),
  );
  problems.push(
    ...duplicates(
      brand.dialingCodes,
      (d) => d.code,
      path('dialingCodes'),
      (i) => `/${i}/code`,
      'dialing code',
    ),
  );
  const { player, popup, headline = [] } = brand.announcements;
  const notices = [...player, ...popup, ...headline];
  problems.push(
    ...duplicates(
      notices,
      (n) => n.id,
      path('announcements'),
      (i) =>
        i < player.length
          ? `/player/${i}/id`
          : i < player.length + popup.length
            ? `/popup/${i - player.length}/id`
            : `/headline/${i - player.length - popup.length}/id`,
      'notice id',
    ),
  );
  problems.push(
    ...duplicates(
      brand.games.menus,
      (m) => m.gameType,
      path('games'),
      (i) => `/menus/${i}/gameType`,
      'menu gameType',
    ),
  );
  const pay = brand.payments;
  for (const [list, what, base] of [
    [pay.depositMethods, 'deposit method id', '/depositMethods'],
    [pay.rewards, 'reward id', '/rewards'],
    [pay.missions, 'mission id', '/missions'],
  ] as const)
    problems.push(
      ...duplicates<{ id: string }>(
        [...list],
        (x) => x.id,
        path('payments'),
        (i) => `${base}/${i}/id`,
        what,
      ),
    );
  pay.depositMethods.forEach((m, i) => {
    if (m.min > m.max)
      problems.push({
        file: path('payments'),
        pointer: `/depositMethods/${i}/min`,
        message: `min ${m.min} is above max ${m.max}`,
      });
  });
  problems.push(...depositInstructionProblems(pay, path('payments')));
  if (pay.withdraw.min > pay.withdraw.max)
    problems.push({
      file: path('payments'),
      pointer: '/withdraw/min',
      message: `min ${pay.withdraw.min} is above max ${pay.withdraw.max}`,
    });
  if (pay.withdraw.max > pay.withdraw.dailyMax)
    problems.push({
      file: path('payments'),
      pointer: '/withdraw/max',
      message: `max ${pay.withdraw.max} is above dailyMax ${pay.withdraw.dailyMax}`,
    });
  problems.push(...lotteryProblems(brand.lottery, path('lottery')));
  problems.push(...pointsProblems(brand.points, path('points')));
  problems.push(...rankProblems(brand.site, path('site')));
  // The help texts are checked in the default language only when that language is offered (a
  // default outside `languages` is already site.json's problem).
  if (brand.site.languages.includes(brand.site.defaultLanguage))
    problems.push(...helpProblems(brand.help, brand.site.defaultLanguage, path('help')));
  const promotionIds = new Set(brand.promotions.map((p) => String(p.id)));
  brand.banners.forEach((banner, i) => {
    if (banner.linkageType === 'promotion' && !promotionIds.has(banner.linkageValue)) {
      problems.push({
        file: path('banners'),
        pointer: `/${i}/linkageValue`,
        message: `promotion ${JSON.stringify(banner.linkageValue)} does not exist in promotions.json`,
      });
    }
    if (banner.linkageType !== '' && banner.linkageValue === '') {
      problems.push({
        file: path('banners'),
        pointer: `/${i}/linkageValue`,
        message: 'a banner with a linkageType needs a linkageValue',
      });
    }
  });
  return problems;
}

/**
 * Reads and validates a brand folder. Returns the brand when every file is valid; otherwise
 * `brand` is null and `problems` lists every problem found (files are checked independently).
 */
export function readBrandDir(dir: string): { brand: Brand | null; problems: BrandProblem[] } {
  const problems: BrandProblem[] = [];
  const parts: Partial<Record<keyof Brand, unknown>> = {};
  const checks = getValidators();
  for (const [key, { file, schemaId }] of Object.entries(BRAND_FILES) as [
    keyof Brand,
    { file: string; schemaId: string },
  ][]) {
    const path = join(dir, file);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      problems.push({ file: path, pointer: '', message: 'file is missing or unreadable' });
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push({
        file: path,
        pointer: '',
        message: `invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
      });
      continue;
    }
    const validate = checks.get(schemaId);
    if (validate && !validate(data)) {
      for (const error of validate.errors ?? [])
        problems.push({ file: path, pointer: error.instancePath, message: describe(error) });
      continue;
    }
    parts[key] = data;
  }
  if (problems.length > 0) return { brand: null, problems };
  const brand = parts as Brand;
  const semantic = semanticProblems(brand, dir);
  return semantic.length > 0 ? { brand: null, problems: semantic } : { brand, problems: [] };
}

/**
 * Validates a brand configuration folder against `schemas/brand/*.schema.json` plus cross-field
 * checks (duplicate ids, default language listed, banner → promotion links, min ≤ max lengths,
 * one game menu per category, lottery stations named and every bet type priced).
 * Pure apart from reading the files; used at server start and by `npm run config:check`.
 *
 * @param dir folder holding site.json, whitelabel.json, register.json, banners.json,
 *   announcements.json, promotions.json, dialing-codes.json, security.json, maintenance.json,
 *   games.json, payments.json, agent.json, lottery.json.
 * @returns every problem as `{ file, pointer, message }` (`pointer` is a JSON pointer, '' for the
 *   whole file); an empty array when the folder is valid. Never throws for bad content.
 */
export function validateBrandDir(dir: string): BrandProblem[] {
  return readBrandDir(dir).problems;
}

/** One line per problem: `file#pointer: message`. */
export function formatBrandProblems(problems: BrandProblem[]): string {
  return problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`).join('\n');
}
