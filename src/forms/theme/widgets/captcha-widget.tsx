import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormValues } from '../../converter.ts';
import type { LotusFormContext } from '../context.ts';

/** Captcha reloads at most once per second (§9 "captcha refresh throttle 1 s"). */
export const CAPTCHA_RELOAD_THROTTLE_MS = 1000;

type CaptchaState = { status: 'loading' } | { status: 'ready'; image: string } | { status: 'failed' };

/**
 * Captcha answer input plus the captcha image inside a button: click, Enter or Space reloads it
 * (throttled to once per second). Images come from `formContext.loadCaptcha()`; the key of the
 * image shown is handed to `formContext.setCaptchaKey` so SchemaForm submits it with the answer.
 * A new `formContext.captchaVersion` forces a reload (e.g. after a failed log-in).
 */
export function CaptchaWidget(props: WidgetProps<FormValues, RJSFSchema, LotusFormContext>) {
  const { t } = useTranslation('forms');
  const { BaseInputTemplate } = props.registry.templates;
  const context = props.registry.formContext;
  const { loadCaptcha, setCaptchaKey, captchaVersion } = context;
  const [state, setState] = useState<CaptchaState>({ status: 'loading' });
  const lastLoad = useRef(Number.NEGATIVE_INFINITY);
  const request = useRef(0);

  const load = useCallback(
    (force: boolean) => {
      if (!loadCaptcha) return;
      const now = Date.now();
      if (!force && now - lastLoad.current < CAPTCHA_RELOAD_THROTTLE_MS) return;
      lastLoad.current = now;
      const id = ++request.current;
      setState({ status: 'loading' });
      loadCaptcha().then(
        (captcha) => {
          if (id !== request.current) return;
          setCaptchaKey?.(captcha.captchaKey);
          setState({ status: 'ready', image: captcha.image });
        },
        () => {
          if (id === request.current) setState({ status: 'failed' });
        },
      );
    },
    [loadCaptcha, setCaptchaKey],
  );

  useEffect(() => {
    load(true);
  }, [load, captchaVersion]);

  return (
    <div className="lotus-input-group">
      <BaseInputTemplate {...props} type="text" />
      <button
        type="button"
        className="lotus-captcha"
        aria-label={t('widgets.reloadCaptcha')}
        aria-busy={state.status === 'loading'}
        onClick={() => load(false)}
        disabled={props.disabled}
      >
        {state.status === 'ready' ? (
          <img src={state.image} alt={t('widgets.captchaImage')} />
        ) : (
          <span>{state.status === 'loading' ? t('widgets.captchaLoading') : t('widgets.captchaFailed')}</span>
        )}
      </button>
    </div>
  );
}
