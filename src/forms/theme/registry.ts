/**
 * The one registry of the Lotus RJSF theme: every widget id the converter emits maps to a
 * component here (the `Record<FormWidgetId, …>` type makes a missing id a compile error).
 * Explicit fallback: `resolveWidgetId` turns an id the registry does not know into `text`.
 */
import type { RJSFSchema, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import type { FormValues, FormWidgetId } from '../converter.ts';
import type { LotusFormContext } from './context.ts';
import { BaseInputTemplate, FieldErrorTemplate, FieldTemplate, ObjectFieldTemplate } from './templates.tsx';
import { AffiliateWidget } from './widgets/affiliate-widget.tsx';
import { AgreementWidget } from './widgets/agreement-widget.tsx';
import { CaptchaWidget } from './widgets/captcha-widget.tsx';
import { MobileWidget } from './widgets/mobile-widget.tsx';
import { PasswordWidget } from './widgets/password-widget.tsx';
import { SelectWidget } from './widgets/select-widget.tsx';
import { SmsCodeWidget } from './widgets/sms-code-widget.tsx';

type LotusWidget = RegistryWidgetsType<FormValues, RJSFSchema, LotusFormContext>[string];

/** Theme widgets by id; `text` and `hidden` are RJSF's own, rendered through our BaseInputTemplate. */
export const widgets: Record<Exclude<FormWidgetId, 'text' | 'hidden'>, LotusWidget> = {
  password: PasswordWidget,
  mobile: MobileWidget,
  captcha: CaptchaWidget,
  smsCode: SmsCodeWidget,
  affiliate: AffiliateWidget,
  agreement: AgreementWidget,
  select: SelectWidget,
};

const BUILT_IN: readonly string[] = ['text', 'hidden'];

/** Returns `id` when the theme can render it, else the explicit fallback `text`. */
export function resolveWidgetId(id: string): string {
  return id in widgets || BUILT_IN.includes(id) ? id : 'text';
}

/** Theme templates. */
export const templates: Partial<TemplatesType<FormValues, RJSFSchema, LotusFormContext>> = {
  BaseInputTemplate,
  FieldTemplate,
  FieldErrorTemplate,
  ObjectFieldTemplate,
};
