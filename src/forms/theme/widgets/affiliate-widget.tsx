import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormValues } from '../../converter.ts';
import type { LotusFormContext } from '../context.ts';

/**
 * Affiliate code input. When the URL code checked out (§4 Affiliate) the converter switches the
 * field to the hidden widget (`options.affiliateHidden`), so the value is still submitted.
 */
export function AffiliateWidget(props: WidgetProps<FormValues, RJSFSchema, LotusFormContext>) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} type="text" />;
}
