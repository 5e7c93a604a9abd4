import type { FastifyInstance } from 'fastify';
import type {
  AccountRecordQuery,
  BankAccountRequest,
  BettingRecordQuery,
  DateRangeQuery,
  DepositRequest,
  OrderIdParams,
  RequestIdBody,
  RewardActionRequest,
  RewardApplyRequest,
  TransferUplineRequest,
  WalletPageQuery,
  WithdrawConfirmRequest,
  WithdrawRequest,
} from '../../../../schemas/generated/api.ts';
import { AppError } from '../../errors.ts';
import { decryptBody } from '../../plugins/enc.ts';
import { envelope, ref, type JsonSchema } from '../../schemas.ts';
import { PROOF_MAX_BYTES } from '../../services/payments.ts';
import { ok, requireUserId } from '../reply.ts';

const PROOF_TYPES = ['image/png', 'image/jpeg'];
/** Room for 3 images of 5 MB as base64 data: URLs plus the remark. */
const APPLY_BODY_LIMIT = 24 * 1024 * 1024;

const w = (name: string): JsonSchema => ref('wallet-pages', name);
const value = (name: string) => ({ 200: envelope(w(name)) });

/**
 * Member-centre money pages (docs/contract-wallet.md; spec §2 transferFund, depositv2, withdraw,
 * transferUpline, personalHistoryCopy, transactionHistory, personalProfit, bonusDetails,
 * rewardCenter, referral, missionLeaderboard, manualRebate; §4 withdrawal receipt). Every member
 * call needs the `token` header; outside production the development payment provider
 * (`/dev/payments/*`) decides orders.
 */
export default function walletPagesRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { payments, records } = app.services;
  const auth = { onRequest: app.authenticate };
  const pageOf = (q: WalletPageQuery) => [q.pageNo ?? 1, q.pageSize ?? 10] as const;

  // Proof uploads are raw image bytes; any other Content-Type is refused with 415 before the handler.
  app.addContentTypeParser(
    PROOF_TYPES,
    { parseAs: 'buffer', bodyLimit: PROOF_MAX_BYTES },
    (_req, payload, next) => {
      next(null, payload);
    },
  );

  app.post<{ Body: RequestIdBody }>(
    '/wps/relay/MCS_recallAll',
    { ...auth, schema: { body: w('RequestIdBody'), response: value('MainBalanceValue') } },
    (request) =>
      ok(payments.recallAll(requireUserId(request.userId), request.body.requestId), 'All wallets recalled'),
  );

  // ---- deposits ----
  app.get(
    '/wps/wallet/deposit/methods',
    { ...auth, schema: { response: value('DepositMethods') } },
    (request) => ok(payments.depositMethods(requireUserId(request.userId))),
  );
  app.post<{ Body: DepositRequest }>(
    '/wps/wallet/deposit',
    { ...auth, schema: { body: w('DepositRequest'), response: value('DepositCreated') } },
    (request) =>
      ok(payments.createDeposit(requireUserId(request.userId), request.body), 'Deposit order created'),
  );
  app.get<{ Querystring: WalletPageQuery }>(
    '/wps/wallet/deposit/orders',
    { ...auth, schema: { querystring: w('WalletPageQuery'), response: value('DepositOrdersPage') } },
    (request) => ok(payments.depositOrders(requireUserId(request.userId), ...pageOf(request.query))),
  );

  // ---- bank accounts and withdrawals ----
  app.get(
    '/wps/wallet/bankAccounts',
    { ...auth, schema: { response: value('BankAccountList') } },
    (request) => ok(payments.bankAccounts(requireUserId(request.userId))),
  );
  app.post<{ Body: BankAccountRequest }>(
    '/wps/wallet/bankAccounts',
    { ...auth, schema: { body: w('BankAccountRequest'), response: value('BankAccount') } },
    (request) =>
      ok(payments.addBankAccount(requireUserId(request.userId), request.body), 'Bank account added'),
  );
  app.get(
    '/wps/wallet/withdraw/config',
    { ...auth, schema: { response: value('WithdrawConfig') } },
    (request) => ok(payments.withdrawConfig(requireUserId(request.userId))),
  );
  app.post<{ Body: WithdrawRequest }>(
    '/wps/wallet/withdraw',
    {
      onRequest: app.authenticate,
      preValidation: decryptBody,
      schema: { body: w('WithdrawRequest'), response: value('WithdrawCreated') },
    },
    async (request) =>
      ok(await payments.withdraw(requireUserId(request.userId), request.body), 'Withdrawal requested'),
  );
  app.get<{ Querystring: WalletPageQuery }>(
    '/wps/wallet/withdraw/orders',
    { ...auth, schema: { querystring: w('WalletPageQuery'), response: value('WithdrawOrdersPage') } },
    (request) => ok(payments.withdrawOrders(requireUserId(request.userId), ...pageOf(request.query))),
  );
  app.post<{ Params: OrderIdParams; Body: WithdrawConfirmRequest }>(
    '/wps/wallet/withdraw/:orderId/confirm',
    {
      ...auth,
      schema: {
        params: w('OrderIdParams'),
        body: w('WithdrawConfirmRequest'),
        response: value('WithdrawOrder'),
      },
    },
    (request) =>
      ok(
        payments.confirmWithdraw(requireUserId(request.userId), request.params.orderId, request.body),
        'Receipt confirmed',
      ),
  );
  app.post<{ Params: OrderIdParams }>(
    '/wps/wallet/withdraw/:orderId/proof',
    {
      ...auth,
      bodyLimit: PROOF_MAX_BYTES,
      schema: { params: w('OrderIdParams'), response: value('ProofValue') },
    },
    (request) => {
      if (!Buffer.isBuffer(request.body))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only png or jpg images are accepted', {
          statusCode: 415,
        });
      return ok(
        payments.addProof(requireUserId(request.userId), request.params.orderId, request.body),
        'Proof uploaded',
      );
    },
  );
  app.post<{ Body: TransferUplineRequest }>(
    '/wps/relay/MCS_transferUpline',
    { ...auth, schema: { body: w('TransferUplineRequest'), response: value('MainBalanceValue') } },
    async (request) =>
      ok(await payments.transferUpline(requireUserId(request.userId), request.body), 'Transferred to upline'),
  );

  // ---- records ----
  app.get<{ Querystring: BettingRecordQuery }>(
    '/wps/relay/ODSFE_bettingRecord',
    { ...auth, schema: { querystring: w('BettingRecordQuery'), response: value('BettingRecordPage') } },
    (request) => ok(records.bettingRecord(requireUserId(request.userId), request.query)),
  );
  app.get<{ Querystring: AccountRecordQuery }>(
    '/wps/relay/ODSFE2_MemTransDet',
    { ...auth, schema: { querystring: w('AccountRecordQuery'), response: value('AccountRecordPage') } },
    (request) => ok(records.accountRecord(requireUserId(request.userId), request.query)),
  );
  app.get<{ Querystring: DateRangeQuery }>(
    '/wps/relay/MCS_personalProfit',
    { ...auth, schema: { querystring: w('DateRangeQuery'), response: value('PersonalProfit') } },
    (request) => ok(records.personalProfit(requireUserId(request.userId), request.query)),
  );
  app.get<{ Querystring: WalletPageQuery }>(
    '/wps/relay/MCS_bonusDetails',
    { ...auth, schema: { querystring: w('WalletPageQuery'), response: value('BonusDetailsPage') } },
    (request) => ok(records.bonusDetails(requireUserId(request.userId), ...pageOf(request.query))),
  );

  // ---- rewards, referral, missions, rebate ----
  app.get(
    '/wps/relay/MCS_rewardCenter',
    { ...auth, schema: { response: value('RewardCenter') } },
    (request) => ok(records.rewardCenter(requireUserId(request.userId))),
  );
  app.post<{ Body: RewardActionRequest }>(
    '/wps/relay/MCS_rewardAction',
    { ...auth, schema: { body: w('RewardActionRequest'), response: value('RewardActivity') } },
    (request) => ok(records.rewardAction(requireUserId(request.userId), request.body)),
  );
  app.post<{ Body: RewardApplyRequest }>(
    '/wps/relay/MCS_rewardApply',
    {
      ...auth,
      bodyLimit: APPLY_BODY_LIMIT,
      schema: { body: w('RewardApplyRequest'), response: value('RewardActivity') },
    },
    (request) => ok(records.rewardApply(requireUserId(request.userId), request.body), 'Application sent'),
  );
  app.get('/wps/relay/MCS_referral', { ...auth, schema: { response: value('ReferralValue') } }, (request) =>
    ok(records.referral(requireUserId(request.userId), `${request.protocol}://${request.host}`)),
  );
  app.get(
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    { ...auth, schema: { response: value('MissionSummary') } },
    (request) => ok(records.missions(requireUserId(request.userId))),
  );
  app.get(
    '/wps/relay/MCSFE_getMissionLeaderboard',
    { ...auth, schema: { response: value('MissionLeaderboard') } },
    (request) => ok(records.leaderboard(requireUserId(request.userId))),
  );
  app.get(
    '/wps/relay/MCS_manualRebate',
    { ...auth, schema: { response: value('ManualRebate') } },
    (request) => ok(records.manualRebate(requireUserId(request.userId))),
  );
  app.post<{ Body: RequestIdBody }>(
    '/wps/relay/MCS_manualRebate',
    { ...auth, schema: { body: w('RequestIdBody'), response: value('ManualRebateClaimValue') } },
    (request) =>
      ok(records.claimRebate(requireUserId(request.userId), request.body.requestId), 'Rebate claimed'),
  );

  // ---- development payment provider (never in production) ----
  if (app.env !== 'production') {
    const params = { params: w('OrderIdParams') };
    for (const decision of ['approve', 'reject'] as const)
      app.post<{ Params: OrderIdParams }>(
        `/dev/payments/deposit/:orderId/${decision}`,
        { schema: { ...params, response: value('DepositOrder') } },
        (request) => ok(payments.decideDeposit(request.params.orderId, decision)),
      );
    for (const decision of ['disburse', 'reject'] as const)
      app.post<{ Params: OrderIdParams }>(
        `/dev/payments/withdraw/:orderId/${decision}`,
        { schema: { ...params, response: value('WithdrawOrder') } },
        (request) => ok(payments.decideWithdraw(request.params.orderId, decision)),
      );
    app.post<{ Body: { account: string; id: string; decision: 'issue' | 'reject' } }>(
      '/dev/payments/reward/decide',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['account', 'id', 'decision'],
            properties: {
              account: { type: 'string', minLength: 1, maxLength: 64 },
              id: { type: 'string', minLength: 1, maxLength: 32 },
              decision: { type: 'string', enum: ['issue', 'reject'] },
            },
          },
          response: value('RewardActivity'),
        },
      },
      (request) => {
        const user = app.services.repos.users.findByUsername(request.body.account);
        if (!user) throw new AppError('NOT_FOUND', 'No such account');
        return ok(records.decideApplication(user.id, request.body.id, request.body.decision));
      },
    );
  }
  done();
}
