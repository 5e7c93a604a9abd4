import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { betDice } from '../../lib/api/games';
import { BetPanel } from './inhouse-bet-panel';
import { diceOdds, DICE_TARGET_MAX, DICE_TARGET_MIN } from './inhouse-logic';

/** Dice: a target (1.00–98.99), roll under or over it, and the chance and multiplier that gives. */
export function DicePanel({ balance, minorUnits }: { balance: number | undefined; minorUnits: number }) {
  const { t } = useTranslation('games');
  const [direction, setDirection] = useState<'under' | 'over'>('under');
  return (
    <BetPanel
      game="dice"
      title={t('inhouse.dice')}
      submitLabel={t('inhouse.rollDice')}
      balance={balance}
      minorUnits={minorUnits}
      parameter={{
        label: t('inhouse.target'),
        hint: t('inhouse.targetHint', { min: DICE_TARGET_MIN.toFixed(2), max: DICE_TARGET_MAX.toFixed(2) }),
        testId: 'dice-target',
        min: DICE_TARGET_MIN,
        max: DICE_TARGET_MAX,
        initial: '50.00',
      }}
      place={({ parameter, ...rest }) => betDice({ ...rest, target: parameter, direction })}
      extra={(target) => (
        <>
          <fieldset className="games-radios">
            <legend>{t('inhouse.direction')}</legend>
            {(['under', 'over'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="dice-direction"
                  value={value}
                  checked={direction === value}
                  onChange={() => setDirection(value)}
                />
                {t(`inhouse.${value}`)}
              </label>
            ))}
          </fieldset>
          {target !== null ? (
            <p className="games-hint" data-testid="dice-odds">
              {t('inhouse.odds', {
                chance: diceOdds(target, direction).chance.toFixed(2),
                multiplier: diceOdds(target, direction).multiplier.toFixed(4),
              })}
            </p>
          ) : null}
        </>
      )}
    />
  );
}
