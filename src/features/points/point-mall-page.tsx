import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { stringProp } from '../../../core/layout/props';
import { Button, buttonClassName } from '../../components/button';
import { Field, PinField } from '../../components/field';
import { Pagination } from '../../components/pagination';
import { listImageLoading } from '../../components/list-image-loading';
import { QueryState } from '../../components/states';
import type { LayoutComponentProps } from '../../layout/registry';
import { ApiError } from '../../lib/api/errors';
import {
  convertPoints,
  pointBalanceQuery,
  pointConfigQuery,
  pointDetailsQuery,
  pointRewardsQuery,
  pointsKeys,
  redeemListQuery,
  redeemPointReward,
  type PointConfig,
  type PointRedeemStatus,
  type PointReward,
} from '../../lib/api/points';
import { walletKeys } from '../../lib/api/wallet';
import { errorText } from '../../lib/error-text';
import { useFirstViewHold } from '../../lib/first-screen';
import { useFormat } from '../../lib/format';
import { getSession, useSession } from '../../lib/session';
import { queryClient } from '../../lib/query-client';
import { openModal } from '../../lib/ui-store';
import { useRequestId } from '../../lib/use-request-id';
import { useDeferredData } from '../../lib/use-deferred-data';
import '../../components/panel-page.css';
import './points.css';

/** Refusals of the points calls the `points` namespace words itself (docs/contract-points.md). */
const POINT_CODES = new Set([
  'OUT_OF_STOCK',
  'REDEEM_LIMIT',
  'INSUFFICIENT_POINTS',
  'CONVERT_DISABLED',
  'CONVERT_AMOUNT',
  'FEATURE_DISABLED',
  'NOT_FOUND',
]);

/** The text of a failed points call: the points namespace for its own codes, else the common wording. */
function usePointsError(): (error: unknown) => string {
  const { t } = useTranslation(['points', 'common']);
  return (error) => {
    if (error instanceof ApiError && error.kind === 'platform' && error.code && POINT_CODES.has(error.code))
      return t(`points:errors.${error.code}`);
    return errorText(error, t) ?? t('common:errors.unknown');
  };
}

/** Every points key and the wallet (MAIN moves on a redeem with an amount, a bonus or a convert). */
function useInvalidatePoints(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: pointsKeys.all }),
      client.invalidateQueries({ queryKey: walletKeys.all }),
    ]);
  };
}

/** "1 point per 10 ₫ of valid bet", plus each game type's own rate. */
function EarnRate({ config }: { config: PointConfig }) {
  const { t } = useTranslation('points');
  const format = useFormat();
  return (
    <div>
      <p data-testid="points-rate">
        {t('rate', {
          points: format.number(config.earn.points),
          validBet: format.money(config.earn.validBet),
        })}
      </p>
      {config.categories.length > 0 ? (
        <ul className="pm-muted">
          {config.categories.map((c) => (
            <li key={c.gameType}>
              {t('categoryRate', {
                category: t(`categories.${c.gameType}`, { defaultValue: c.gameType }),
                points: format.number(c.points),
                validBet: format.money(c.validBet),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="pm-muted">{t('neverExpire')}</p>
    </div>
  );
}

/** Price of a reward: points and/or an amount. */
function Price({ reward, quantity = 1 }: { reward: PointReward; quantity?: number }) {
  const { t } = useTranslation('points');
  const format = useFormat();
  const parts: string[] = [];
  if (reward.points > 0) parts.push(t('pointsValue', { value: format.number(reward.points * quantity) }));
  if (reward.amount > 0) parts.push(format.money(reward.amount * quantity));
  return <span>{parts.join(' + ')}</span>;
}

/**
 * The redeem dialog (§7 passwordCheck/MCS2_redeemPointReward): quantity, payment password, then a
 * confirmation step; a refusal is shown in the dialog and keeps what was typed.
 */
export function RedeemDialog({
  reward,
  maxQuantity,
  onClose,
}: {
  reward: PointReward;
  maxQuantity: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('points');
  const format = useFormat();
  const errorOf = usePointsError();
  const invalidate = useInvalidatePoints();
  const requestId = useRequestId();
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const allowed = Math.max(
    1,
    Math.min(
      maxQuantity,
      reward.stock,
      reward.perMemberLimit === null ? maxQuantity : reward.perMemberLimit - reward.redeemed,
    ),
  );
  const q = Number(quantity);
  const quantityError =
    quantity !== '' && (!Number.isInteger(q) || q < 1 || q > allowed)
      ? t('redeem.quantityRange', { max: allowed })
      : null;
  const mutation = useMutation({
    mutationFn: () =>
      redeemPointReward({
        requestId: requestId.current(),
        rewardId: reward.rewardId,
        quantity: q,
        paymentPassword: password,
      }),
    onSettled: (_data, error) => requestId.settle(error ?? undefined),
    onSuccess: async (value) => {
      setDone(t('redeem.done', { referenceNo: value.record.referenceNo }));
      await invalidate();
    },
    onError: (error) => {
      setConfirming(false);
      setProblem(errorOf(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (quantity === '' || quantityError) {
      setProblem(quantityError ?? t('redeem.quantityRange', { max: allowed }));
      return;
    }
    if (password === '') {
      setProblem(t('redeem.passwordRequired'));
      return;
    }
    if (!confirming) {
      setConfirming(true);
      return;
    }
    mutation.mutate();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="acct-overlay" />
        <Dialog.Content className="acct-dialog" data-testid="redeem-dialog" aria-describedby={undefined}>
          <Dialog.Title>{t('redeem.title', { name: reward.name })}</Dialog.Title>
          {done ? (
            <p role="status" className="acct-success">
              {done}
            </p>
          ) : (
            <form className="pm-form" onSubmit={submit} noValidate>
              <Field
                label={t('redeem.quantity')}
                type="number"
                inputMode="numeric"
                min={1}
                max={allowed}
                value={quantity}
                error={quantityError}
                hint={t('redeem.quantityHint', { max: allowed })}
                onChange={(e) => {
                  setQuantity(e.target.value);
                  setConfirming(false);
                }}
              />
              <p>
                {t('redeem.total')}: <Price reward={reward} quantity={Number.isInteger(q) && q > 0 ? q : 1} />
                {reward.bonusAmount > 0
                  ? ` · ${t('redeem.bonus', { amount: format.money(reward.bonusAmount * (q || 1)) })}`
                  : ''}
              </p>
              <PinField
                label={t('redeem.paymentPassword')}
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setConfirming(false);
                }}
              />
              {confirming ? (
                <p role="status" data-testid="redeem-confirm">
                  {t('redeem.confirmText', { quantity: q, name: reward.name })}
                </p>
              ) : null}
              {problem ? (
                <p role="alert" className="acct-error">
                  {problem}
                </p>
              ) : null}
              <Button type="submit" variant="primary" disabled={mutation.isPending}>
                {confirming ? t('redeem.confirm') : t('redeem.submit')}
              </Button>
            </form>
          )}
          <div className="acct-dialog-actions">
            <Dialog.Close className={buttonClassName('ghost')}>{t('close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Rewards of the first row (three on a desktop) whose images load at once (issue 13, LCP). */
const EAGER_REWARDS = 3;

function RewardsTab({ loggedIn, config }: { loggedIn: boolean; config: PointConfig | undefined }) {
  const { t, i18n } = useTranslation('points');
  const format = useFormat();
  const rewards = useQuery(pointRewardsQuery(loggedIn));
  // The answer's task repaints the loading state; the cards are built time-sliced after it (issue 13).
  const shown = useDeferredData(rewards);
  useFirstViewHold(shown.isPending, i18n.language);
  const [chosen, setChosen] = useState<PointReward | null>(null);
  const list = shown.data?.list ?? [];
  return (
    <>
      {/* The cards' titles are h3: the tab's own heading keeps the outline in order (axe heading-order). */}
      <h2 className="visually-hidden">{t('rewards.title')}</h2>
      <QueryState
        isPending={shown.isPending}
        error={rewards.error}
        isEmpty={list.length === 0}
        emptyText={t('rewards.empty')}
        onRetry={() => void rewards.refetch()}
      >
        <ul className="pm-grid" aria-label={t('rewards.title')}>
          {list.map((r, index) => {
            const limitLeft = r.perMemberLimit === null ? null : r.perMemberLimit - r.redeemed;
            const unavailable = r.stock === 0 || limitLeft === 0;
            return (
              <li key={r.rewardId} className="pm-card" data-testid={`reward-${r.rewardId}`}>
                <img
                  src={r.image}
                  alt=""
                  width={320}
                  height={200}
                  // The first row loads at once: one of its images is the page's largest paint (issue 13).
                  {...listImageLoading(index, EAGER_REWARDS)}
                />
                <div className="pm-card-body">
                  <h3>{r.name}</h3>
                  <span className="pm-chip">{t(`types.${r.type}`)}</span>
                  <p className="pm-muted">{r.description}</p>
                  <p>
                    <Price reward={r} />
                  </p>
                  <p className="pm-muted">
                    {r.stock === 0
                      ? t('rewards.outOfStock')
                      : t('rewards.stock', { count: r.stock, value: format.number(r.stock) })}
                    {r.perMemberLimit !== null ? ` · ${t('rewards.limit', { count: r.perMemberLimit })}` : ''}
                  </p>
                </div>
                <div className="pm-card-actions">
                  {loggedIn ? (
                    <Button
                      variant="primary"
                      disabled={unavailable}
                      aria-label={t('rewards.redeemNamed', { name: r.name })}
                      onClick={() => setChosen(r)}
                    >
                      {r.stock === 0
                        ? t('rewards.outOfStock')
                        : limitLeft === 0
                          ? t('rewards.limitReached')
                          : t('rewards.redeem')}
                    </Button>
                  ) : (
                    <Button
                      onClick={() => openModal('login')}
                      aria-label={t('rewards.loginToRedeemNamed', { name: r.name })}
                    >
                      {t('rewards.loginToRedeem')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {chosen ? (
          <RedeemDialog
            reward={chosen}
            maxQuantity={config?.maxQuantity ?? 1}
            onClose={() => setChosen(null)}
          />
        ) : null}
      </QueryState>
    </>
  );
}

const STATUSES: PointRedeemStatus[] = ['inProcess', 'approved', 'rejected'];

function HistoryTab() {
  const { t } = useTranslation('points');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<PointRedeemStatus | ''>('');
  const history = useQuery(redeemListQuery(page, status));
  const list = history.data?.list ?? [];
  return (
    <div className="pm-form-wide">
      <label>
        {t('history.status')}{' '}
        <select
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as PointRedeemStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('history.all')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <QueryState
        isPending={history.isPending}
        error={history.error}
        isEmpty={list.length === 0}
        emptyText={t('history.empty')}
        onRetry={() => void history.refetch()}
      >
        <div className="table-scroll">
          <table className="pm-table" data-testid="redeem-history">
            <caption className="pm-muted">{t('history.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.referenceNo')}</th>
                <th scope="col">{t('history.applyTime')}</th>
                <th scope="col">{t('history.type')}</th>
                <th scope="col">{t('history.name')}</th>
                <th scope="col">{t('history.quantity')}</th>
                <th scope="col">{t('history.points')}</th>
                <th scope="col">{t('history.amount')}</th>
                <th scope="col">{t('history.status')}</th>
                <th scope="col">{t('history.remark')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.referenceNo}>
                  <td>{r.referenceNo}</td>
                  <td>{format.dateTime(r.applyTime)}</td>
                  <td>{t(`types.${r.type}`)}</td>
                  <td>{r.name}</td>
                  <td>{format.number(r.quantity)}</td>
                  <td>{format.number(r.points)}</td>
                  <td>{format.money(r.amount)}</td>
                  <td>
                    <span className="pm-chip" data-status={r.status}>
                      {t(`status.${r.status}`)}
                    </span>
                  </td>
                  <td>{r.remark || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={page}
          totalPages={history.data?.totalPages ?? 1}
          onChange={setPage}
          label={t('history.pages')}
        />
      </QueryState>
    </div>
  );
}

function DetailsTab() {
  const { t } = useTranslation('points');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const details = useQuery(pointDetailsQuery(page));
  const list = details.data?.list ?? [];
  return (
    <QueryState
      isPending={details.isPending}
      error={details.error}
      isEmpty={list.length === 0}
      emptyText={t('details.empty')}
      onRetry={() => void details.refetch()}
    >
      <div className="table-scroll">
        <table className="pm-table" data-testid="points-details">
          <caption className="pm-muted">{t('details.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('details.time')}</th>
              <th scope="col">{t('details.type')}</th>
              <th scope="col">{t('details.points')}</th>
              <th scope="col">{t('details.balanceAfter')}</th>
              <th scope="col">{t('details.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((m) => (
              <tr key={m.id}>
                <td>{format.dateTime(m.time)}</td>
                <td>{t(`movement.${m.type}`)}</td>
                <td className={m.points > 0 ? 'pm-points-plus' : undefined}>
                  {m.points > 0 ? '+' : '−'}
                  {format.number(Math.abs(m.points))}
                </td>
                <td>{format.number(m.balanceAfter)}</td>
                <td>{m.reference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        totalPages={details.data?.totalPages ?? 1}
        onChange={setPage}
        label={t('details.pages')}
      />
    </QueryState>
  );
}

/** Convert points to balance (§7 passwordCheck/MCS2_convertPoint) with a money preview. */
export function ConvertTab({ config, balance }: { config: PointConfig; balance: number }) {
  const { t } = useTranslation('points');
  const format = useFormat();
  const errorOf = usePointsError();
  const invalidate = useInvalidatePoints();
  const requestId = useRequestId();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const rule = config.convert;
  const n = Number(points);
  const amountError =
    points === ''
      ? null
      : !Number.isInteger(n) || n < rule.min || n % rule.step !== 0
        ? t('convert.rule', { min: format.number(rule.min), step: format.number(rule.step) })
        : n > balance
          ? t('errors.INSUFFICIENT_POINTS')
          : null;
  // Money in minor-safe arithmetic: pointValue has at most the currency's decimals.
  const scale = 10 ** format.minorUnits;
  const preview = amountError || points === '' ? 0 : (n * Math.round(rule.pointValue * scale)) / scale;
  const mutation = useMutation({
    mutationFn: () => convertPoints({ requestId: requestId.current(), points: n, paymentPassword: password }),
    onSettled: (_data, error) => requestId.settle(error ?? undefined),
    onSuccess: async (value) => {
      setDone(t('convert.done', { points: format.number(value.points), amount: format.money(value.amount) }));
      setPoints('');
      setPassword('');
      await invalidate();
    },
    onError: (error) => setProblem(errorOf(error)),
  });
  if (!rule.enabled) return <p>{t('errors.CONVERT_DISABLED')}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setDone(null);
    if (points === '' || amountError) {
      setProblem(
        amountError ?? t('convert.rule', { min: format.number(rule.min), step: format.number(rule.step) }),
      );
      return;
    }
    if (password === '') {
      setProblem(t('redeem.passwordRequired'));
      return;
    }
    mutation.mutate();
  };
  return (
    <form className="pm-form" onSubmit={submit} noValidate data-testid="convert-form">
      <p>{t('convert.rate', { amount: format.money(rule.pointValue) })}</p>
      <Field
        label={t('convert.points')}
        type="number"
        inputMode="numeric"
        min={rule.min}
        step={rule.step}
        value={points}
        error={amountError}
        hint={t('convert.rule', { min: format.number(rule.min), step: format.number(rule.step) })}
        onChange={(e) => setPoints(e.target.value)}
      />
      <p data-testid="convert-preview" aria-live="polite">
        {t('convert.preview', { amount: format.money(preview) })}
      </p>
      <PinField
        label={t('redeem.paymentPassword')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {problem ? (
        <p role="alert" className="acct-error">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="acct-success">
          {done}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={mutation.isPending}>
        {t('convert.submit')}
      </Button>
    </form>
  );
}

/**
 * Asks for what `/pointMall` shows first — the earning rules and the rewards (the registry's
 * `prefetch`, on a first load of the address: issue 13, LCP), with the session the page will have.
 */
export function prefetchPointMall(): void {
  void queryClient.prefetchQuery(pointConfigQuery());
  void queryClient.prefetchQuery(pointRewardsQuery(getSession().token !== null));
}

/**
 * `/pointMall` (§1 point mall, §2 banner w_shop, §7 Points): the points balance and how points are
 * earned, then tabs — rewards (cards and the redeem dialog), redeem history with status chips,
 * points details and convert. Visitors see the catalogue and a log-in prompt.
 */
export function PointMallPage({ node }: LayoutComponentProps) {
  const { t, i18n } = useTranslation(['points', 'layout', 'common']);
  const format = useFormat();
  const { token } = useSession();
  const loggedIn = token !== null;
  const answer = useQuery(pointConfigQuery());
  // The rules' answer repaints the loading line; the earning rules and the tabs are built in a
  // time-sliced pass after it (issue 13, TBT).
  const config = useDeferredData(answer);
  // The server's first view (a guest's summary and the rewards' first row) stays until the rules
  // are drawn; the rewards tab then holds it until its cards are (issue 13, LCP).
  useFirstViewHold(config.isPending, i18n.language);
  const balance = useQuery({ ...pointBalanceQuery(), enabled: loggedIn });
  return (
    <div className="pm-page" data-testid="point-mall">
      <h1>{t(stringProp(node, 'title', 'layout:page.pointMall'))}</h1>
      <section className="pm-summary" aria-label={t('points:summary')}>
        {loggedIn ? (
          <div>
            <div className="pm-muted">{t('points:balance')}</div>
            <output className="pm-balance" data-testid="points-balance">
              {balance.data
                ? format.number(balance.data.points)
                : balance.isError
                  ? t('points:unavailable')
                  : '…'}
            </output>
          </div>
        ) : (
          <div>
            <p>{t('points:visitor')}</p>
            <Button variant="primary" onClick={() => openModal('login')}>
              {t('points:login')}
            </Button>
          </div>
        )}
        {config.data ? <EarnRate config={config.data} /> : null}
      </section>
      {/* The tabs wait for the earning rules above them, so they do not jump down when the rules
          arrive (issue 13, CLS on /pointMall). */}
      {config.isPending ? (
        <p role="status" className="pm-muted">
          {t('common:state.loading')}
        </p>
      ) : (
        <Tabs.Root defaultValue="rewards">
          <Tabs.List className="pm-tabs-list" aria-label={t('points:tabs')}>
            <Tabs.Trigger className="pm-tab" value="rewards">
              {t('points:tab.rewards')}
            </Tabs.Trigger>
            {loggedIn ? (
              <>
                <Tabs.Trigger className="pm-tab" value="history">
                  {t('points:tab.history')}
                </Tabs.Trigger>
                <Tabs.Trigger className="pm-tab" value="details">
                  {t('points:tab.details')}
                </Tabs.Trigger>
                <Tabs.Trigger className="pm-tab" value="convert">
                  {t('points:tab.convert')}
                </Tabs.Trigger>
              </>
            ) : null}
          </Tabs.List>
          <Tabs.Content value="rewards">
            <RewardsTab loggedIn={loggedIn} config={config.data} />
          </Tabs.Content>
          {loggedIn ? (
            <>
              <Tabs.Content value="history">
                <HistoryTab />
              </Tabs.Content>
              <Tabs.Content value="details">
                <DetailsTab />
              </Tabs.Content>
              <Tabs.Content value="convert">
                {config.data ? <ConvertTab config={config.data} balance={balance.data?.points ?? 0} /> : null}
              </Tabs.Content>
            </>
          ) : null}
        </Tabs.Root>
      )}
    </div>
  );
}
