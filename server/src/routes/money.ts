import type { FastifyInstance } from 'fastify';
import { PROOF_MAX_BYTES } from '../services/withdrawal-receipts.ts';
import bankAccountRoutes from './bank-accounts/index.ts';
import depositRoutes from './deposits/index.ts';
import missionRoutes from './missions/index.ts';
import { parseRawImages } from './raw-images.ts';
import rebateRoutes from './rebates/index.ts';
import recordRoutes from './records/index.ts';
import referralRoutes from './referrals/index.ts';
import rewardRoutes from './rewards/index.ts';
import transferRoutes from './transfers/index.ts';
import withdrawalRoutes from './withdrawals/index.ts';

/**
 * The member-centre money resources of docs/contract-wallet.md (one folder each), registered in
 * one encapsulation context. Raw png/jpg bodies of at most 5 MB are parsed there for the
 * withdrawal proof upload; the other calls share that parser, as they did when they were one
 * plugin, so a wrong Content-Type still gets their body schema's 400 rather than a 415.
 */
export default async function moneyRoutes(app: FastifyInstance): Promise<void> {
  parseRawImages(app, PROOF_MAX_BYTES);
  await app.register(transferRoutes);
  await app.register(depositRoutes);
  await app.register(bankAccountRoutes);
  await app.register(withdrawalRoutes);
  await app.register(recordRoutes);
  await app.register(rewardRoutes);
  await app.register(referralRoutes);
  await app.register(missionRoutes);
  await app.register(rebateRoutes);
}
