import type { FastifyInstance } from 'fastify';
import type { DevLotteryCorrectBody, DevLotteryDrawBody } from '../../../../schemas/generated/api.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok } from '../reply.ts';

/**
 * Development-only lottery routes (docs/contract-lottery.md "API"; registered by routes/dev, so
 * absent in production): `POST /dev/lottery/draw { gameCode, stationCode? }` locks and draws now
 * every draw of the game's current slot (or that station's), settles and opens the next slot;
 * `POST /dev/lottery/correct { drawId, prize, index, number }` replaces one published number
 * (version + 1) and re-settles with reversals.
 */
export default function devLotteryRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { lottery } = app.services;
  app.post<{ Body: DevLotteryDrawBody }>(
    '/dev/lottery/draw',
    {
      schema: {
        body: ref('lottery', 'DevLotteryDrawBody'),
        response: { 200: envelope(ref('lottery', 'DevLotteryDrawValue')) },
      },
    },
    async (request) => ok(await lottery.drawNow(request.body.gameCode, request.body.stationCode)),
  );
  app.post<{ Body: DevLotteryCorrectBody }>(
    '/dev/lottery/correct',
    {
      schema: {
        body: ref('lottery', 'DevLotteryCorrectBody'),
        response: { 200: envelope(ref('lottery', 'LotteryDrawDetail')) },
      },
    },
    (request) => ok(lottery.correct(request.body)),
  );
  done();
}
