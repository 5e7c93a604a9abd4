import { useTranslation } from 'react-i18next';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormValues } from '../../converter.ts';
import type { LotusFormContext } from '../context.ts';
import { Button } from '../../../components/button';

/**
 * SMS code input with its send button. The button's state comes from `formContext.sms`
 * (`{ disabled, remainingSeconds, onSend }`, §4 SMS send button): while counting it is disabled
 * and reads 'code sent {{seconds}}s'.
 */
export function SmsCodeWidget(props: WidgetProps<FormValues, RJSFSchema, LotusFormContext>) {
  const { t } = useTranslation('forms');
  const { BaseInputTemplate } = props.registry.templates;
  const context = props.registry.formContext;
  const sms = context.sms ?? {};
  const remaining = Math.max(0, Math.ceil(sms.remainingSeconds ?? 0));
  const counting = remaining > 0;
  const disabled = Boolean(sms.disabled) || counting || !sms.onSend || props.disabled;
  return (
    <div className="lotus-input-group">
      <BaseInputTemplate {...props} type="text" />
      <Button
        variant="ghost"
        className="lotus-sms-send"
        disabled={disabled}
        aria-live="polite"
        onClick={() => sms.onSend?.(context.getFormData?.() ?? {})}
      >
        {counting ? t('widgets.codeSent', { seconds: remaining }) : t('widgets.sendCode')}
      </Button>
    </div>
  );
}
