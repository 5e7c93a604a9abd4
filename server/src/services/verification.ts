import type { SmsExpirationTime, SmsExpiredMinutes } from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { fail } from '../errors.ts';
import type { UsersRepository } from '../repositories/users.ts';
import type { FieldRules } from './field-rules.ts';
import type { SmsService } from './sms.ts';

/** SMS code requests (§3 SMS code request, §7 /wps/verification/sms/*). */
export class VerificationService {
  constructor(
    private readonly sms: SmsService,
    private readonly rules: FieldRules,
    private readonly users: UsersRepository,
    private readonly brand: BrandStore,
  ) {}

  /**
   * Registration code for a valid number. A number that is already registered gets the same answer
   * but no SMS (issue 14 point 10: the call does not tell which numbers are registered; the
   * registration itself refuses the number with `MOBILE_TAKEN`).
   * @throws AppError FEATURE_DISABLED | VALIDATION
   */
  async sendRegister(
    countryDialingCode: string | undefined,
    mobileNo: string | undefined,
  ): Promise<SmsExpiredMinutes> {
    const flags = this.brand.current().register.flags;
    if (!flags.mobileRegistration && !flags.smsVerification)
      throw fail('FEATURE_DISABLED', 'SMS verification is not enabled');
    const mobile = this.rules.mobile(countryDialingCode, mobileNo, 'mobileNo');
    const { expiredMinutes } = this.users.findByMobile(mobile.countryDialingCode, mobile.mobileNum)
      ? this.sms.quote()
      : await this.sms.send(mobile.countryDialingCode, mobile.mobileNum, 'register');
    return { expiredMinutes };
  }

  /**
   * Log-in or forgot-password code, sent only to a registered number; an unregistered one gets the
   * same answer and no SMS (issue 14 point 10). Log-in answers `{ expiredMinutes }`, forgot answers
   * `{ expirationTime }` (epoch ms, §4 SMS send button).
   * @throws AppError FEATURE_DISABLED | VALIDATION
   */
  async sendNoLogin(
    countryDialingCode: string | undefined,
    mobileNum: string | undefined,
    purpose: 'login' | 'forgot',
  ): Promise<SmsExpiredMinutes | SmsExpirationTime> {
    const flags = this.brand.current().site.flags;
    if (purpose === 'login' && !flags.smsLogin) throw fail('FEATURE_DISABLED', 'SMS log-in is not enabled');
    if (purpose === 'forgot' && !flags.phonePasswordReset)
      throw fail('FEATURE_DISABLED', 'Password reset by phone is not enabled');
    const mobile = this.rules.mobile(countryDialingCode, mobileNum);
    const sent = this.users.findByMobile(mobile.countryDialingCode, mobile.mobileNum)
      ? await this.sms.send(mobile.countryDialingCode, mobile.mobileNum, purpose)
      : this.sms.quote();
    return purpose === 'login'
      ? { expiredMinutes: sent.expiredMinutes }
      : { expirationTime: sent.expirationTime };
  }
}
