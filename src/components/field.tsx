import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A labelled input with its error (aria-invalid + aria-describedby), for the account forms. */
export function Field({
  label,
  error,
  hint,
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null;
  hint?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="acct-field">
      <label htmlFor={id}>{label}</label>
      <div className="acct-field-row">
        <input
          id={id}
          className="acct-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
        {children}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="acct-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="acct-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A masked numeric secret (the payment password, §2 securityCenter/withdraw): a {@link Field} with
 * `type="password"`, a numeric keypad on phones and no autofill.
 */
export function PinField(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; error?: string | null },
) {
  return <Field type="password" inputMode="numeric" autoComplete="off" {...props} />;
}

/**
 * A labelled select in the account and wallet form style; `onChange` gets the chosen option's
 * value. `children` are the `<option>`s.
 */
export function SelectField({
  label,
  name,
  value,
  onChange,
  children,
}: {
  label: string;
  name?: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="acct-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className="acct-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </div>
  );
}
