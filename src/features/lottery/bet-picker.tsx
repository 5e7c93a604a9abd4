import * as Tabs from '@radix-ui/react-tabs';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  betTypeInfo,
  checkLine,
  offeredGroups,
  parseNumbers,
  type BetGroupId,
} from '../../../core/lottery/bet-types';
import { pointCostMinor } from '../../../core/lottery/menu';
import type { BetLine, BetType, OddsTable, StructureCode } from '../../../core/lottery/types';
import { Button } from '../../components/button';
import type { LotteryMenuBetType } from '../../lib/api/lottery';
import { gridNumbers, hasGrid, quickPick, type QuickPick } from './lottery-logic';
import { problemText } from './problems';

/** Quick picks offered for a grid (random N needs a count). */
const QUICK_PICKS: readonly Exclude<QuickPick, 'random'>[] = ['even', 'odd', 'big', 'small'];

/**
 * The bet builder of a game (docs/contract-lottery.md "Site"): bet-type tabs by group (Lô, Đề,
 * Đầu/Đuôi, 3–4 càng, Xiên, Lô trượt), the number grid (0–9, 00–99, or 000–999 by hundreds; 4-digit
 * numbers are typed only) whose cells are buttons with `aria-pressed`, a text box for typed or pasted
 * numbers (core/lottery `parseNumbers`: tokens of the wrong length are named in a message and the
 * text stays as typed), quick picks, the points and "add to slip". A line is checked with
 * core/lottery `checkLine` before it is added; a refused line keeps everything the player entered.
 */
export function BetPicker(props: {
  betTypes: readonly LotteryMenuBetType[];
  structureCode: StructureCode;
  odds: OddsTable;
  /** Formats integer minor units as money in the member's currency. */
  formatMinor: (minor: number) => string;
  pointValueMinor: number;
  onAdd: (line: BetLine) => void;
}) {
  const { t } = useTranslation('lottery');
  const ids = useId();
  const groups = useMemo(() => offeredGroups(props.betTypes.map((b) => b.betType)), [props.betTypes]);
  const [groupId, setGroupId] = useState<BetGroupId>(groups[0]?.id ?? 'lo');
  const group = groups.find((g) => g.id === groupId) ?? groups[0];
  const [chosen, setChosen] = useState<BetType | null>(null);
  const betType: BetType | undefined =
    chosen && group?.betTypes.includes(chosen) ? chosen : group?.betTypes[0];
  const [selected, setSelected] = useState<string[]>([]);
  const [hundreds, setHundreds] = useState(0);
  const [text, setText] = useState('');
  const [pointsText, setPointsText] = useState('1');
  const [randomCount, setRandomCount] = useState('5');
  const [problems, setProblems] = useState<string[]>([]);
  const [added, setAdded] = useState<string | null>(null);

  if (!group || !betType) return <p className="lot-muted">{t('picker.noBetTypes')}</p>;
  const menuEntry = props.betTypes.find((b) => b.betType === betType);
  const info = betTypeInfo(betType);
  const digits = info.digits;
  const parsed = parseNumbers(text, digits);
  const picked = [...new Set([...selected, ...parsed.numbers])];
  const pool = hasGrid(digits) ? gridNumbers(digits, hundreds) : [];
  const points = Number(pointsText.trim() === '' ? NaN : pointsText);
  const groupSize = info.groupSize;

  const reset = (): void => {
    setSelected([]);
    setProblems([]);
    setAdded(null);
  };
  const chooseGroup = (value: string): void => {
    const next = groups.find((g) => g.id === value);
    if (!next) return;
    setGroupId(next.id);
    setChosen(null);
    setHundreds(0);
    reset();
  };
  const chooseType = (value: BetType): void => {
    setChosen(value);
    setHundreds(0);
    reset();
  };
  const toggle = (number: string): void => {
    setAdded(null);
    setSelected((current) =>
      current.includes(number) ? current.filter((n) => n !== number) : [...current, number],
    );
  };
  const pickQuick = (kind: QuickPick): void => {
    setAdded(null);
    if (kind === 'random') {
      const count = groupSize ?? Math.max(1, Math.min(Number(randomCount) || 1, 100));
      const source =
        pool.length > 0
          ? digits === 3
            ? Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'))
            : pool
          : Array.from({ length: 10 ** digits }, (_, i) => String(i).padStart(digits, '0'));
      const numbers = quickPick('random', source, count);
      if (pool.length > 0) setSelected(numbers);
      else setText(numbers.join(' '));
      return;
    }
    setSelected(quickPick(kind, pool));
  };
  const add = (): void => {
    const messages: string[] = [];
    if (parsed.rejected.length > 0)
      messages.push(t('picker.rejected', { tokens: parsed.rejected.join(', '), digits }));
    const line: BetLine = { betType, numbers: picked, points };
    for (const problem of checkLine(line, props.structureCode, props.odds))
      messages.push(problemText(problem, t));
    setProblems(messages);
    if (messages.length > 0) {
      setAdded(null);
      return;
    }
    props.onAdd(line);
    setSelected([]);
    setText('');
    setAdded(t('picker.added', { betType: t(`betType.${betType}`), n: picked.length }));
  };

  const rule = props.odds[betType];
  const previewCost =
    rule && menuEntry && Number.isInteger(points) && points > 0 && picked.length > 0
      ? Math.round(
          points *
            rule.unitPrice *
            props.pointValueMinor *
            menuEntry.combos *
            (info.group === 'single' ? picked.length : 1),
        )
      : null;

  return (
    <section className="lot-card lot-picker" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('picker.title')}</h2>
      <Tabs.Root value={group.id} onValueChange={chooseGroup}>
        <Tabs.List className="lot-tabs" aria-label={t('picker.groupsLabel')}>
          {groups.map((g) => (
            <Tabs.Trigger key={g.id} value={g.id} className="lot-tab" data-testid={`bet-group-${g.id}`}>
              {t(`group.${g.id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={group.id} className="lot-picker-body">
          <div className="lot-chips" role="group" aria-label={t('picker.betTypesLabel')}>
            {group.betTypes.map((b) => (
              <button
                key={b}
                type="button"
                className="lot-chip"
                aria-pressed={b === betType}
                data-testid={`bet-type-${b}`}
                onClick={() => chooseType(b)}
              >
                {t(`betType.${b}`)}
              </button>
            ))}
          </div>
          <p className="lot-muted" data-testid="bet-type-rule">
            {t(`betTypeHelp.${betType}`)}{' '}
            {rule && menuEntry
              ? t('picker.rule', {
                  odds: rule.odds,
                  combos: menuEntry.combos,
                  max: rule.maxPoints,
                  unit: props.formatMinor(pointCostMinor(menuEntry, props.pointValueMinor)),
                })
              : null}
          </p>
          {groupSize !== undefined ? (
            <p className="lot-muted">{t('picker.groupSize', { size: groupSize })}</p>
          ) : null}

          {digits === 3 ? (
            <div className="lot-field lot-inline">
              <label htmlFor={`${ids}-hundreds`}>{t('picker.hundreds')}</label>
              <select
                id={`${ids}-hundreds`}
                value={hundreds}
                onChange={(event) => setHundreds(Number(event.target.value))}
              >
                {Array.from({ length: 10 }, (_, h) => (
                  <option key={h} value={h}>
                    {`${h}00–${h}99`}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {pool.length > 0 ? (
            <div
              className={`lot-grid${digits <= 1 ? ' lot-grid-digits' : ''}`}
              role="group"
              aria-label={t('picker.gridLabel')}
              data-testid="number-grid"
            >
              {pool.map((number) => (
                <button
                  key={number}
                  type="button"
                  className="lot-cell"
                  aria-pressed={selected.includes(number)}
                  onClick={() => toggle(number)}
                >
                  {number}
                </button>
              ))}
            </div>
          ) : (
            <p className="lot-muted">{t('picker.typeOnly', { digits })}</p>
          )}

          <div className="lot-chips" role="group" aria-label={t('picker.quickLabel')}>
            <span className="lot-field lot-inline">
              <label htmlFor={`${ids}-random`}>{t('picker.randomCount')}</label>
              <input
                id={`${ids}-random`}
                className="lot-input-small"
                inputMode="numeric"
                value={groupSize !== undefined ? String(groupSize) : randomCount}
                disabled={groupSize !== undefined}
                onChange={(event) => setRandomCount(event.target.value)}
              />
            </span>
            <Button variant="secondary" onClick={() => pickQuick('random')}>
              {t('quick.random')}
            </Button>
            {pool.length > 0 && groupSize === undefined
              ? QUICK_PICKS.map((kind) => (
                  <Button key={kind} variant="secondary" onClick={() => pickQuick(kind)}>
                    {t(`quick.${kind}`)}
                  </Button>
                ))
              : null}
            <Button variant="ghost" onClick={reset}>
              {t('quick.clear')}
            </Button>
          </div>

          <div className="lot-field">
            <label htmlFor={`${ids}-typed`}>{t('picker.typed', { digits })}</label>
            <textarea
              id={`${ids}-typed`}
              rows={2}
              value={text}
              dir="ltr"
              aria-describedby={parsed.rejected.length > 0 ? `${ids}-rejected` : undefined}
              data-testid="typed-numbers"
              onChange={(event) => {
                setAdded(null);
                setText(event.target.value);
              }}
            />
            {parsed.rejected.length > 0 ? (
              <p id={`${ids}-rejected`} className="lot-error" data-testid="rejected-tokens">
                {t('picker.rejected', { tokens: parsed.rejected.join(', '), digits })}
              </p>
            ) : null}
          </div>

          <div className="lot-row">
            <div className="lot-field">
              <label htmlFor={`${ids}-points`}>{t('picker.points')}</label>
              <input
                id={`${ids}-points`}
                className="lot-input-small"
                inputMode="numeric"
                value={pointsText}
                aria-describedby={`${ids}-points-hint`}
                onChange={(event) => setPointsText(event.target.value)}
              />
              <span id={`${ids}-points-hint`} className="lot-muted">
                {t('picker.pointHint', {
                  value: props.formatMinor(props.pointValueMinor),
                  max: rule?.maxPoints ?? 0,
                })}
              </span>
            </div>
            <p className="lot-muted" data-testid="picked-summary" aria-live="polite">
              {t('picker.picked', { n: picked.length })}
              {previewCost !== null
                ? ` · ${t('picker.previewCost', { cost: props.formatMinor(previewCost) })}`
                : ''}
            </p>
          </div>
          <Button variant="primary" onClick={add} data-testid="add-to-slip">
            {t('picker.add')}
          </Button>
          <div role="alert" data-testid="picker-problems">
            {problems.length > 0 ? (
              <ul className="lot-error">
                {problems.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </div>
          <p role="status" className="lot-success">
            {added ?? ''}
          </p>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
