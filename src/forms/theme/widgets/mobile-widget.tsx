import { useTranslation } from 'react-i18next';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormValues } from '../../converter.ts';
import type { DialingCode } from '../../types.ts';
import type { LotusFormContext } from '../context.ts';

function isDialingCode(value: unknown): value is DialingCode {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'string';
}

/**
 * Mobile number with the country dialing-code select (§2 "A country dialing code can be chosen").
 * The select writes `countryDialingCode` through `formContext.setCountryDialingCode`; it shows
 * only when the converter put dialing codes in the field's options (flag `countryCode`).
 */
export function MobileWidget(props: WidgetProps<FormValues, RJSFSchema, LotusFormContext>) {
  const { t } = useTranslation('forms');
  const { BaseInputTemplate } = props.registry.templates;
  const context = props.registry.formContext;
  const raw: unknown = props.options.dialingCodes;
  const codes = Array.isArray(raw) ? raw.filter(isDialingCode) : [];
  const showSelect = codes.length > 0 && context.setCountryDialingCode !== undefined;
  return (
    <div className="lotus-input-group">
      {showSelect && (
        <select
          className="lotus-select"
          aria-label={t('widgets.dialingCode')}
          value={context.countryDialingCode ?? codes[0]?.code}
          disabled={props.disabled || props.readonly}
          onChange={(event) => context.setCountryDialingCode?.(event.target.value)}
        >
          {codes.map((c) => (
            <option key={`${c.country}${c.code}`} value={c.code}>
              {`${c.code} ${c.name}`}
            </option>
          ))}
        </select>
      )}
      <BaseInputTemplate {...props} type="tel" />
    </div>
  );
}
