import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { claimManualRebate, manualRebateQuery } from '../../lib/api/wallet';
import { Empty, LoadError, Loading, FormResult, useActionError } from '../../components/states';
import { useFormat } from '../../lib/format';
import { useInvalidateWallet } from './use-money-action';
import '../../components/panel-page.css';
import './wallet.css';
import { DataTable } from '../../components/data-table';
import { Button } from '../../components/button';
import { useRequestId } from '../../lib/use-request-id';

/**
 * `manualRebate` (§2 Member centre): the claimable rebate (rate × valid bets since the last claim),
 * the rate, a claim button (`NOTHING_TO_CLAIM` refused by the server) and the claim history.
 */
export function ManualRebatePage() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const actionError = useActionError();
  const invalidate = useInvalidateWallet();
  const rebate = useQuery(manualRebateQuery());
  const claimId = useRequestId();
  const claim = useMutation({
    mutationFn: () => claimManualRebate(claimId.current()),
    onSettled: (_data, error) => claimId.settle(error),
    onSuccess: () => invalidate(),
  });
  if (rebate.isPending) return <Loading />;
  if (rebate.isError) return <LoadError error={rebate.error} retry={() => void rebate.refetch()} />;
  const value = rebate.data;
  return (
    <div className="acct-page" data-testid="wallet-rebate">
      <section className="acct-section" aria-labelledby="wal-rebate-title">
        <h4 id="wal-rebate-title">{t('rebate.title')}</h4>
        <dl className="wal-summary">
          <div>
            <dt>{t('rebate.claimable')}</dt>
            <dd data-testid="wallet-rebate-claimable">{format.money(value.claimable)}</dd>
          </div>
          <div>
            <dt>{t('rebate.rate')}</dt>
            <dd>{format.percent(value.rate)}</dd>
          </div>
          <div>
            <dt>{t('rebate.since')}</dt>
            <dd>{format.dateTime(value.since)}</dd>
          </div>
        </dl>
        <Button
          variant="primary"
          disabled={claim.isPending || value.claimable <= 0}
          onClick={() => claim.mutate()}
        >
          {t('rebate.claim')}
        </Button>
        <FormResult
          error={claim.isError ? actionError(claim.error) : null}
          success={claim.isSuccess ? t('rebate.claimed', { amount: format.money(claim.data.claimed) }) : null}
        />
      </section>
      <section className="acct-section" aria-labelledby="wal-rebate-history">
        <h4 id="wal-rebate-history">{t('rebate.history')}</h4>
        {value.history.length === 0 ? (
          <Empty testId="account-empty" text={t('rebate.noHistory')} />
        ) : (
          <DataTable
            testId="wallet-rebate-history"
            caption={t('rebate.history')}
            headers={[t('records.time'), t('records.amount')]}
          >
            {value.history.map((h, i) => (
              <tr key={`${h.createdAt}-${i}`}>
                <td>{format.dateTime(h.createdAt)}</td>
                <td className="wal-num">{format.money(h.amount)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}
