/**
 * Contract shapes the forms converter reads (docs/contract.md "Shapes"): the platform API types,
 * generated from `schemas/api/`, re-exported so the forms module names what it depends on.
 */
export type { Captcha, DialingCode, FieldName, RegisterFlags, RegisterRule } from '../lib/api/types';

/** Every rule field, in the order §3 lists them. */
export { FIELD_NAMES } from '../../core/register-rules.ts';
