import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { recallAll, type WalletBalance } from '../../lib/api/wallet';
import { Button } from '../../components/button';
import { FormResult, useActionError } from '../../components/states';
import { useFormat } from '../../lib/format';
import { useRequestId } from '../../lib/use-request-id';
import { useInvalidateWallet } from './use-money-action';

/**
 * What a withdrawal can use now (docs/contract-wallet.md "Money never strands"): MAIN plus every
 * game wallet (the server recalls them inside the withdrawal), major units.
 */
export function withdrawableOf(wallets: readonly WalletBalance[]): { inGames: number; total: number } {
  // Floating sums of decimal amounts (0.1 + 0.2) are rounded back to whole decimals.
  const round = (n: number) => Math.round(n * 1e8) / 1e8;
  const inGames = round(wallets.filter((w) => w.wallet !== 'MAIN').reduce((s, w) => s + w.balance, 0));
  const main = wallets.find((w) => w.wallet === 'MAIN')?.balance ?? 0;
  return { inGames, total: round(main + inGames) };
}

/**
 * The withdraw page's "Withdrawable now" line: MAIN plus the game wallets and, when game wallets
 * hold money, how much and a one-click "Recall to main wallet" (`MCS_recallAll`, its request id
 * kept for a retry after a lost answer); a success refreshes `['wallet']` (this line and the
 * header balance).
 */
export function WithdrawableSummary({ wallets }: { wallets: readonly WalletBalance[] }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const actionError = useActionError();
  const invalidate = useInvalidateWallet();
  const recallId = useRequestId();
  const recall = useMutation({
    mutationFn: () => recallAll(recallId.current()),
    onSettled: (_data, error) => recallId.settle(error),
    onSuccess: () => invalidate(),
  });
  const { inGames, total } = withdrawableOf(wallets);
  return (
    <div className="wal-withdrawable" data-testid="wallet-withdrawable">
      <p>
        <strong>{t('withdraw.withdrawable', { amount: format.money(total) })}</strong>
      </p>
      {inGames > 0 ? (
        <div className="acct-toolbar">
          <p className="acct-muted" data-testid="wallet-in-games">
            {t('withdraw.inGameWallets', { amount: format.money(inGames) })}
          </p>
          <Button variant="secondary" disabled={recall.isPending} onClick={() => recall.mutate()}>
            {t('withdraw.recall')}
          </Button>
        </div>
      ) : null}
      <FormResult
        error={recall.isError ? actionError(recall.error) : null}
        success={recall.isSuccess ? t('withdraw.recalled', { amount: format.money(recall.data.main) }) : null}
      />
    </div>
  );
}
