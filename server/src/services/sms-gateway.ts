import type { SmsPurpose, SmsRepository } from '../repositories/sms.ts';

/** One text message carrying a verification code. */
export interface SmsMessage {
  countryDialingCode: string;
  mobileNum: string;
  code: string;
  purpose: SmsPurpose;
  createdAt: number;
}

/**
 * Delivers SMS verification codes (DESIGN.md: SMS is an interface). An operator plugs a real
 * provider through `buildApp({ smsGateway })`.
 */
export interface SmsGateway {
  send(message: SmsMessage): void | Promise<void>;
}

/** Development gateway: writes the message to `sms_outbox`, read by `GET /dev/sms-outbox`. */
export class OutboxSmsGateway implements SmsGateway {
  constructor(private readonly sms: SmsRepository) {}

  send(message: SmsMessage): void {
    this.sms.insertOutbox(message);
  }
}
