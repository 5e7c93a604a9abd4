import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormValues } from '../../converter.ts';
import type { LotusFormContext } from '../context.ts';
import { Icon } from '../../../components/icon';

/** Password input with a show/hide toggle button (aria-label names the action). */
export function PasswordWidget(props: WidgetProps<FormValues, RJSFSchema, LotusFormContext>) {
  const { t } = useTranslation('forms');
  const [visible, setVisible] = useState(false);
  const { BaseInputTemplate } = props.registry.templates;
  return (
    <div className="lotus-input-group">
      <BaseInputTemplate {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="lotus-icon-button"
        aria-controls={props.id}
        aria-label={visible ? t('widgets.hidePassword') : t('widgets.showPassword')}
        onClick={() => setVisible((v) => !v)}
        disabled={props.disabled}
      >
        <Icon name={visible ? 'eyeOff' : 'eye'} />
      </button>
    </div>
  );
}
