import svgCaptcha from 'svg-captcha';
import type { Captcha } from '../../../schemas/generated/api.ts';
import type { CaptchasRepository } from '../repositories/captchas.ts';
import { randomToken, sha256Hex } from './crypto.ts';

function answerHash(key: string, answer: string): string {
  return sha256Hex(`${key}:${answer.trim().toLowerCase()}`);
}

/**
 * Image captcha (svg-captcha). The answer is stored only as a hash, expires after `ttlSeconds`
 * (brand security.json) and can be used once, keyed by `captchaKey`.
 */
export class CaptchaService {
  /** Answers kept in memory for `GET /dev/captcha` (development and tests only). */
  private readonly devAnswers = new Map<string, string>();

  constructor(
    private readonly captchas: CaptchasRepository,
    private readonly now: () => number,
    private readonly ttlSeconds: () => number,
    private readonly keepDevAnswers: boolean,
  ) {}

  /** A new captcha: key plus `data:image/svg+xml;base64,…` image. */
  create(): Captcha {
    const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1lIi', color: true });
    const captchaKey = randomToken(16);
    const now = this.now();
    this.captchas.deleteExpired(now);
    this.captchas.insert(captchaKey, answerHash(captchaKey, text), now + this.ttlSeconds() * 1000);
    if (this.keepDevAnswers) {
      if (this.devAnswers.size > 1000) this.devAnswers.clear();
      this.devAnswers.set(captchaKey, text);
    }
    return { captchaKey, image: `data:image/svg+xml;base64,${Buffer.from(data, 'utf8').toString('base64')}` };
  }

  /** Checks and uses up a captcha (case-insensitive). False when unknown, used, expired or wrong. */
  verify(captchaKey: string | undefined, answer: string | undefined): boolean {
    if (!captchaKey || !answer) return false;
    const stored = this.captchas.consume(captchaKey, this.now());
    this.devAnswers.delete(captchaKey);
    return stored !== undefined && stored === answerHash(captchaKey, answer);
  }

  /** Development only: the answer of a live captcha, for end-to-end tests. */
  peek(captchaKey: string): string | undefined {
    return this.keepDevAnswers ? this.devAnswers.get(captchaKey) : undefined;
  }
}
