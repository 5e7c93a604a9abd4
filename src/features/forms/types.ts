/**
 * Contract shapes the forms converter reads (docs/contract.md "Shapes"): the platform API types,
 * generated from `schemas/api/`, re-exported so the forms module names what it depends on.
 */
import type { FieldName } from '../../lib/api/types';

export type { Captcha, DialingCode, FieldName, RegisterFlags, RegisterRule } from '../../lib/api/types';

/** Every rule field, in the order §3 lists them. */
export const FIELD_NAMES: readonly FieldName[] = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
  'recommenderId',
];
