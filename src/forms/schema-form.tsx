/**
 * `<SchemaForm>`: renders one form variant from the platform rules with RJSF + ajv and the Lotus
 * theme. Default export, so pages load it with `React.lazy(() => import('./schema-form'))`: RJSF
 * and ajv are imported only by this module tree and stay out of the initial bundle.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  use,
} from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { buildUiSchema, toFormSchema } from './converter.ts';
import type {
  FieldSpec,
  FormLogger,
  FormProblem,
  FormValues,
  FormVariant,
  ToFormSchemaOptions,
  Translate,
} from './converter.ts';
import type { FieldName, RegisterFlags, RegisterRule } from './types.ts';
import { createCustomValidate, createTransformErrors, trimValues, validatorFor } from './validation.ts';
import { loadRuntimeValidator, precompiledValidatorFor } from './form-validator.ts';
import { loadLaterValidators } from './precompiled-split.ts';
import { validatorsLater } from './validator-chunks.ts';
import { fieldNameOf } from './theme/context.ts';
import type { LotusFormContext, LotusFormContextInput } from './theme/context.ts';
import { resolveWidgetId, templates, widgets } from './theme/registry.ts';
import './theme/forms.css';
import { Button } from '../components/button';

function withOfferedDialingCode(data: FormValues, fields: FieldSpec[]): FormValues {
  const offered = fields.find((f) => f.name === 'countryDialingCode')?.options;
  const code = data.countryDialingCode;
  if (
    !offered ||
    offered.length === 0 ||
    code === undefined ||
    (typeof code === 'string' && offered.includes(code))
  ) {
    return data;
  }
  return { ...data, countryDialingCode: offered[0] };
}

/** The accessible name of the `<form>` (its `aria-label`), read by {@link LabelledForm}. */
const FormLabelContext = createContext<string | undefined>(undefined);

/**
 * The `<form>` RJSF renders when the page names the form (`ariaLabel`): a named form is a `form`
 * landmark. RJSF passes its own `as` (unused here) and the form ref, which React 19 hands over as
 * a prop.
 */
function LabelledForm({ as: _as, ...props }: ComponentProps<'form'> & { as?: unknown }) {
  const label = useContext(FormLabelContext);
  return <form {...props} aria-label={label} />;
}

/** Handed to `extraButtons` when it is a function. */
export interface SchemaFormApi {
  /** Clears the form back to `initialData` (page-mode reset button, §2 Registration page). */
  reset: () => void;
}

/** Props of {@link SchemaForm}. */
export interface SchemaFormProps {
  variant: FormVariant;
  rules: Record<FieldName, RegisterRule>;
  flags: RegisterFlags;
  /** Converter switches: captchaShown, affiliateHidden, smsEnabled, passwordKnown, dialingCodes, ageLimit. */
  options?: ToFormSchemaOptions;
  /** Captcha loader, SMS button state, captcha reload counter (see `theme/context.ts`). */
  formContext?: LotusFormContextInput;
  /**
   * Called with valid data: only the form's properties, plus `captchaKey` when a captcha shows.
   * Terms/age booleans are included; strip them before building the API payload. Values of
   * trimmed fields come trimmed; read-only fields are not handed over.
   */
  onSubmit: (data: FormValues) => void;
  /**
   * A shown field left empty is handed over as '' instead of being absent, so the caller can tell
   * "cleared" from "not shown" (the profile: '' clears a value, absent leaves it).
   */
  submitEmpty?: boolean;
  /** Accessible name of the `<form>` (e.g. the section title), making it a `form` landmark. */
  ariaLabel?: string;
  /**
   * A field's shown message goes as soon as the field is edited, until it is checked again (blur
   * or submit), so a message never describes text that is no longer there. Off by default (the
   * registration and log-in forms keep their message while typing).
   */
  clearErrorOnEdit?: boolean;
  /** Submit button text; default `forms:actions.submit`. */
  submitLabel?: string;
  /** A request is running: the submit button is disabled, typed input stays. */
  busy?: boolean;
  /** Server error text, shown in a role="alert" region above the buttons. */
  errorMessage?: string | null;
  /** More buttons next to submit (login link, reset button…). */
  extraButtons?: ReactNode | ((api: SchemaFormApi) => ReactNode);
  /** Initial values (e.g. remembered username, affiliate code from the URL). */
  initialData?: FormValues;
  /** Receives converter problems (dropped patterns); default `console.error`. */
  logger?: FormLogger;
}

/**
 * Schema-driven form (DESIGN.md "Forms", §5, §8). Validates with the schema's precompiled validator
 * when the build made one; otherwise it suspends once until the runtime ajv validator has loaded
 * (render it inside `<Suspense>`, as `LazySchemaForm` does). Validates on blur and on submit; each input shows
 * only its first message once blurred or after a submit attempt; messages follow the language.
 * Form data is state of this component, so re-renders, server failures and re-submits never lose
 * what was typed.
 */
export default function SchemaForm(props: SchemaFormProps) {
  const {
    variant,
    rules,
    flags,
    options,
    formContext,
    onSubmit,
    submitLabel,
    busy,
    errorMessage,
    extraButtons,
    initialData,
    logger,
    ariaLabel,
    clearErrorOnEdit,
    submitEmpty,
  } = props;
  const { t, i18n } = useTranslation('forms');
  const language = i18n.language;
  const translate = useCallback<Translate>((key, params) => t(key, params), [t]);
  const idPrefix = `lotus${useId().replace(/[^A-Za-z0-9]/g, '')}`;

  // The rules arrive as new objects on every query refetch; convert (and log problems) only when
  // their content changes.
  const inputKey = JSON.stringify({ variant, rules, flags, options });
  const converted = useMemo(() => {
    const parsed = JSON.parse(inputKey) as Parameters<typeof toFormSchema>[0];
    // Problems are logged by the effect below, once per conversion.
    return toFormSchema(parsed, { logger: () => undefined });
  }, [inputKey]);
  const { schema, fields } = converted;
  const logProblems = useEffectEvent((problems: FormProblem[]) => {
    for (const problem of problems) {
      const message = `[forms] ${problem.field}: ${problem.message}`;
      if (logger) logger(message, problem);
      else console.error(message, problem);
    }
  });
  useEffect(() => {
    logProblems(converted.problems);
  }, [converted]);
  const dialingCodes = options?.dialingCodes;
  // `t` changes with the language, so labels and messages follow a language switch.
  const uiSchema = useMemo(() => {
    const ui = buildUiSchema(fields, translate, dialingCodes);
    // One registry, explicit fallback: an id the theme does not render becomes `text`.
    for (const f of fields) {
      const entry: unknown = ui[f.name];
      if (typeof entry === 'object' && entry !== null) {
        ui[f.name] = { ...entry, 'ui:widget': resolveWidgetId(f.widget) };
      }
    }
    return ui;
  }, [fields, translate, dialingCodes]);
  const transformErrors = useMemo(() => createTransformErrors(fields, translate), [fields, translate]);
  // The brand's schemas are compiled at build time; any other schema (rules changed after the
  // build) waits for the runtime ajv chunk, suspending to the caller's Suspense fallback.
  // The registration forms' validators come with this chunk, the others' beside it
  // (precompiled-split.ts). A form reads the promise it mounted with for its whole life: a new
  // attempt after a failed chunk is for the next form, and never suspends this one as it is typed in.
  const needsLater = validatorsLater(variant);
  const [laterAtMount] = useState(() => (needsLater ? loadLaterValidators() : null));
  const later = needsLater ? use(laterAtMount ?? loadLaterValidators()) : undefined;
  const precompiled = useMemo(() => precompiledValidatorFor(schema, later), [schema, later]);
  const base = precompiled ?? use(loadRuntimeValidator());
  const validator = useMemo(() => validatorFor(fields, base), [fields, base]);
  const customValidate = useMemo(() => createCustomValidate(fields, translate), [fields, translate]);

  const [storedData, setFormData] = useState<FormValues>(() => ({ ...initialData }));
  // A remembered dialing code that is no longer offered would fail the hidden enum with an error
  // nobody can see; the first offered code replaces it.
  const formData = useMemo(() => withOfferedDialingCode(storedData, fields), [storedData, fields]);
  const [touched, setTouched] = useState<readonly string[]>([]);
  // Fields edited since they were last checked (only with clearErrorOnEdit).
  const [editing, setEditing] = useState<readonly string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [generation, setGeneration] = useState(0);
  const formDataRef = useRef(formData);
  const captchaKeyRef = useRef<string | undefined>(undefined);
  const submittingRef = useRef(false);
  const formRef = useRef<Form<FormValues, RJSFSchema, LotusFormContext>>(null);
  const contextRef = useRef(formContext);
  useLayoutEffect(() => {
    formDataRef.current = formData;
    contextRef.current = formContext;
  });

  const getFormData = useCallback((): FormValues => {
    const key = captchaKeyRef.current;
    return key === undefined ? { ...formDataRef.current } : { ...formDataRef.current, captchaKey: key };
  }, []);
  const setCountryDialingCode = useCallback((code: string) => {
    setFormData((d) => ({ ...d, countryDialingCode: code }));
  }, []);
  const setCaptchaKey = useCallback((key: string) => {
    captchaKeyRef.current = key;
  }, []);
  // RJSF compares formContext deeply and treats all functions as equal, so callbacks go through
  // stable wrappers that read the latest props.
  const loadCaptcha = useCallback(() => {
    const load = contextRef.current?.loadCaptcha;
    return load ? load() : Promise.reject(new Error('loadCaptcha not provided'));
  }, []);
  const onSend = useCallback((values: FormValues) => contextRef.current?.sms?.onSend?.(values), []);

  const sms = formContext?.sms;
  const context = useMemo<LotusFormContext>(
    () => ({
      ...(formContext?.loadCaptcha ? { loadCaptcha } : {}),
      captchaVersion: formContext?.captchaVersion ?? 0,
      sms: sms
        ? {
            disabled: sms.disabled,
            remainingSeconds: sms.remainingSeconds,
            ...(sms.onSend ? { onSend } : {}),
          }
        : {},
      errorsVisibleFor: submitted ? 'all' : touched,
      errorsHiddenFor: editing,
      countryDialingCode:
        typeof formData.countryDialingCode === 'string' ? formData.countryDialingCode : undefined,
      setCountryDialingCode,
      setCaptchaKey,
      getFormData,
    }),
    [
      formContext?.loadCaptcha,
      formContext?.captchaVersion,
      loadCaptcha,
      sms,
      onSend,
      submitted,
      touched,
      editing,
      formData.countryDialingCode,
      setCountryDialingCode,
      setCaptchaKey,
      getFormData,
    ],
  );

  // Messages are stored translated; after a language switch re-validate what is already shown.
  const errorsShown = submitted || touched.length > 0;
  const revalidate = useEffectEvent(() => {
    if (errorsShown) formRef.current?.validateForm();
  });
  const validatedLanguage = useRef(language);
  useEffect(() => {
    if (language === validatedLanguage.current) return;
    validatedLanguage.current = language;
    revalidate();
  }, [language]);

  const handleChange = useCallback(
    (event: IChangeEvent<FormValues, RJSFSchema, LotusFormContext>, id?: string) => {
      setFormData(event.formData ?? {});
      if (clearErrorOnEdit && id !== undefined) {
        const name = fieldNameOf(id);
        setEditing((list) => (list.includes(name) ? list : [...list, name]));
      }
    },
    [clearErrorOnEdit],
  );
  const handleBlur = useCallback((id: string) => {
    const name = fieldNameOf(id);
    setTouched((list) => (list.includes(name) ? list : [...list, name]));
    setEditing((list) => (list.includes(name) ? list.filter((n) => n !== name) : list));
  }, []);
  const focusFirstError = useCallback(
    (error: RJSFValidationError) => {
      if (!submittingRef.current) return;
      submittingRef.current = false;
      const name = (error.property ?? '').replace(/^\./, '');
      document.getElementById(`${idPrefix}_${name}`)?.focus();
    },
    [idPrefix],
  );
  const handleSubmit = useCallback(
    (event: IChangeEvent<FormValues, RJSFSchema, LotusFormContext>) => {
      submittingRef.current = false;
      const data = trimValues(event.formData, fields);
      const out: FormValues = {};
      for (const f of fields) {
        if (f.readOnly) continue;
        const value = data[f.name];
        if (value !== undefined) out[f.name] = value;
        else if (submitEmpty && !f.mustBeTrue) out[f.name] = '';
      }
      if (fields.some((f) => f.name === 'captcha') && captchaKeyRef.current !== undefined) {
        out.captchaKey = captchaKeyRef.current;
      }
      onSubmit(out);
    },
    [fields, onSubmit, submitEmpty],
  );
  const reset = useCallback(() => {
    setFormData({ ...initialData });
    setTouched([]);
    setEditing([]);
    setSubmitted(false);
    setGeneration((g) => g + 1);
  }, [initialData]);

  const extra = typeof extraButtons === 'function' ? extraButtons({ reset }) : extraButtons;
  return (
    <div
      className="lotus-form"
      aria-busy={busy === true}
      onSubmitCapture={() => {
        submittingRef.current = true;
        setSubmitted(true);
        setEditing([]);
      }}
    >
      <FormLabelContext value={ariaLabel}>
        <Form<FormValues, RJSFSchema, LotusFormContext>
          key={generation}
          ref={formRef}
          idPrefix={idPrefix}
          schema={schema}
          uiSchema={uiSchema}
          formData={formData}
          formContext={context}
          validator={validator}
          {...(ariaLabel !== undefined ? { tagName: LabelledForm } : {})}
          widgets={widgets}
          templates={templates}
          transformErrors={transformErrors}
          customValidate={customValidate}
          liveValidate="onBlur"
          noHtml5Validate
          showErrorList={false}
          focusOnFirstError={focusFirstError}
          onChange={handleChange}
          onBlur={handleBlur}
          onError={() => undefined}
          onSubmit={handleSubmit}
        >
          <div className="lotus-form__alert" role="alert">
            {errorMessage ?? null}
          </div>
          <div className="lotus-form__actions">
            <Button type="submit" variant="primary" disabled={busy === true}>
              {submitLabel ?? t('actions.submit')}
            </Button>
            {extra}
          </div>
        </Form>
      </FormLabelContext>
    </div>
  );
}
