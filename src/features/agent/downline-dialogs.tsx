import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { agentKeys, downlineQuery, transferDownline, type Downline } from '../../lib/api/agent';
import { walletKeys, walletListQuery, withdrawConfigQuery } from '../../lib/api/wallet';
import { SiteLink } from '../../layout/links';
import { buttonClassName } from '../../components/button';
import { PaymentForm } from '../../components/payment-form';
import { LoadError, Loading } from '../../components/states';
import { useFormat } from '../../lib/format';
import '../../components/panel-page.css';
import './agent.css';

/** A dialog over the agent centre: title, body, a close button; `onClose` when dismissed. */
function AgentDialog(props: { title: string; testId: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('agent');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="acct-overlay" />
        <Dialog.Content
          className="acct-dialog agt-dialog"
          data-testid={props.testId}
          aria-describedby={undefined}
        >
          <Dialog.Title>{props.title}</Dialog.Title>
          {props.children}
          <div className="acct-dialog-actions">
            <Dialog.Close className={buttonClassName('ghost')}>{t('downlines.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A downline's details (§2 Agent centre downlineManagmentView "view details"): who it is, its
 * upline, level, balance, log-ins, contracts, and its team's last 30 days (team size, deposits,
 * withdrawals, valid bet, profit/loss), from `GET /wps/agent/downlines/:userId`.
 */
export function DownlineDetailDialog({ downline, onClose }: { downline: Downline; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const format = useFormat();
  const detail = useQuery(downlineQuery(downline.userId));
  const d = detail.data;
  const rows: [string, string][] = d
    ? [
        [t('downlines.username'), d.username],
        [t('downlines.nickname'), d.nickname || '—'],
        [t('downlines.type'), d.isAgent ? t('downlines.agent') : t('downlines.player')],
        [t('downlines.level'), format.number(d.level)],
        [t('downlines.parent'), d.parentUsername],
        [t('downlines.status'), t(`downlines.statuses.${d.status}`)],
        [t('downlines.balance'), format.money(d.balance)],
        [t('downlines.registeredAt'), format.dateTime(d.registeredAt)],
        [t('downlines.lastLogin'), d.lastLoginAt ? format.dateTime(d.lastLoginAt) : t('downlines.never')],
        [
          t('downlines.contracts'),
          d.contracts.length === 0
            ? t('downlines.noContracts')
            : d.contracts
                .map((c) => `${t(`contractKinds.${c.kind}`)} (${t(`contractStatuses.${c.status}`)})`)
                .join(', '),
        ],
        [t('downlines.teamSize'), format.number(d.teamSize)],
        [t('downlines.deposits'), format.money(d.deposits)],
        [t('downlines.withdrawals'), format.money(d.withdrawals)],
        [t('reports.validBet'), format.money(d.validBet)],
        [t('reports.profitLoss'), format.money(d.profitLoss)],
      ]
    : [];
  return (
    <AgentDialog
      title={t('downlines.detailTitle', { username: downline.username })}
      testId="agent-downline-detail"
      onClose={onClose}
    >
      {detail.isPending ? (
        <Loading />
      ) : detail.isError ? (
        <LoadError error={detail.error} retry={() => void detail.refetch()} />
      ) : (
        <>
          <dl className="agt-details">
            {rows.map(([label, value]) => (
              <div key={label} className="agt-detail">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="acct-hint">{t('downlines.last30Days')}</p>
        </>
      )}
    </AgentDialog>
  );
}

/**
 * Transfer to a direct downline (§6 "uplines transfer to downlines", `POST
 * /wps/agent/transferDownline`): the agent's MAIN balance as the limit, the amount and the payment
 * password ({@link PaymentForm}: translated refusals, input kept, one request id until the server
 * answers). The answer's MAIN is shown; the wallet and agent queries refresh. An agent without a
 * payment password is sent to set one first.
 */
export function TransferDialog({ downline, onClose }: { downline: Downline; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const format = useFormat();
  const queryClient = useQueryClient();
  const wallets = useQuery(walletListQuery());
  const config = useQuery(withdrawConfigQuery());
  const transfer = useMutation({
    mutationFn: transferDownline,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        queryClient.invalidateQueries({ queryKey: agentKeys.all }),
      ]),
  });
  const failed = [wallets, config].find((q) => q.isError);
  let body: ReactNode;
  if (failed)
    body = (
      <LoadError
        error={failed.error}
        retry={() => {
          for (const q of [wallets, config]) if (q.isError) void q.refetch();
        }}
      />
    );
  else if (wallets.data === undefined || config.data === undefined) body = <Loading />;
  else if (!config.data.hasPaymentPassword)
    body = (
      <p className="acct-muted" data-testid="agent-transfer-no-password">
        {t('transfer.setPassword')}{' '}
        <SiteLink to="?mc=securityCenter">{t('transfer.setPasswordLink')}</SiteLink>
      </p>
    );
  else {
    const main = wallets.data.find((w) => w.wallet === 'MAIN')?.balance ?? 0;
    body = (
      <PaymentForm
        label={t('transfer.form', { username: downline.username })}
        testId="agent-transfer-form"
        amountLabel={t('transfer.amount')}
        submitLabel={t('transfer.submit')}
        rules={{ balance: main }}
        mutation={transfer}
        toVariables={(values) => ({ ...values, userId: downline.userId })}
        successText={(data) =>
          t('transfer.done', { username: downline.username, main: format.money(data.main) })
        }
      >
        <p className="acct-muted">{t('transfer.intro', { username: downline.username })}</p>
      </PaymentForm>
    );
  }
  return (
    <AgentDialog
      title={t('transfer.title', { username: downline.username })}
      testId="agent-transfer"
      onClose={onClose}
    >
      {body}
    </AgentDialog>
  );
}
