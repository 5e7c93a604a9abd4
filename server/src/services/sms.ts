import type { SmsOutbox } from '../../../schemas/generated/api.ts';
import type { SmsPurpose, SmsRepository } from '../repositories/sms.ts';
import { randomDigits, sha256Hex } from './crypto.ts';
import type { SmsGateway } from './sms-gateway.ts';

/** Wrong guesses allowed per code before it is burnt. */
const MAX_ATTEMPTS = 5;
/** SMS codes are 6 digits. */
export const SMS_CODE_LENGTH = 6;

function codeHash(countryDialingCode: string, mobileNum: string, purpose: SmsPurpose, code: string): string {
  return sha256Hex(`${countryDialingCode}${mobileNum}:${purpose}:${code}`);
}

/**
 * SMS verification codes (§3 SMS code request, §4 SMS send button): 6 digits, stored hashed,
 * valid for `verificationExpiredMinutes` (brand register.json), single use, 5 wrong guesses max.
 */
export class SmsService {
  constructor(
    private readonly sms: SmsRepository,
    private readonly gateway: SmsGateway,
    private readonly now: () => number,
    private readonly expiredMinutes: () => number,
  ) {}

  /**
   * The answer a send would give now, without issuing or sending a code (for numbers that must not
   * get one, so the answer does not tell them apart).
   */
  quote(): { expiredMinutes: number; expirationTime: number } {
    const expiredMinutes = this.expiredMinutes();
    return { expiredMinutes, expirationTime: this.now() + expiredMinutes * 60_000 };
  }

  /** Issues and sends a new code. @returns its lifetime (minutes) and expiry (epoch ms). */
  async send(
    countryDialingCode: string,
    mobileNum: string,
    purpose: SmsPurpose,
  ): Promise<{ expiredMinutes: number; expirationTime: number }> {
    const code = randomDigits(SMS_CODE_LENGTH);
    const createdAt = this.now();
    const expiredMinutes = this.expiredMinutes();
    const expirationTime = createdAt + expiredMinutes * 60_000;
    this.sms.insertCode({
      countryDialingCode,
      mobileNum,
      purpose,
      codeHash: codeHash(countryDialingCode, mobileNum, purpose, code),
      createdAt,
      expiresAt: expirationTime,
    });
    await this.gateway.send({ countryDialingCode, mobileNum, code, purpose, createdAt });
    return { expiredMinutes, expirationTime };
  }

  /** Checks the newest live code for the number and purpose, and uses it up when it matches. */
  verify(countryDialingCode: string, mobileNum: string, purpose: SmsPurpose, code: string): boolean {
    const row = this.sms.latestActive(countryDialingCode, mobileNum, purpose, this.now());
    if (!row || row.attempts >= MAX_ATTEMPTS) return false;
    if (row.code_hash !== codeHash(countryDialingCode, mobileNum, purpose, code.trim())) {
      this.sms.addAttempt(row.id);
      return false;
    }
    this.sms.consume(row.id, this.now());
    return true;
  }

  /**
   * The newest messages (at most 100, newest first) the development gateway wrote to the outbox,
   * for `GET /dev/sms-outbox` (never in production).
   * @param mobileNum national number, digits only; undefined lists every number.
   */
  outbox(mobileNum: string | undefined): SmsOutbox {
    return this.sms.listOutbox(mobileNum).map((row) => ({
      mobile: row.mobile_num,
      countryDialingCode: row.country_dialing_code,
      code: row.code,
      purpose: row.purpose,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}
