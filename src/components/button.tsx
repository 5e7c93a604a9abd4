import type { ButtonHTMLAttributes } from 'react';
import './button.css';

/** The look of a {@link Button}: the main action, a secondary one, a quiet one, or a destructive one. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/**
 * The class names of a button of `variant`, for elements that must look like a button without
 * being one (a router link to the next step, a file input's label).
 */
export function buttonClassName(variant: ButtonVariant = 'secondary', extra?: string): string {
  return `button button-${variant}${extra ? ` ${extra}` : ''}`;
}

/**
 * The one button of the site (dialogs, forms, member centre, lobby): theme colours from the site's
 * tokens in light and dark, a visible keyboard focus ring, `type="button"` unless told otherwise.
 */
export function Button({
  variant = 'secondary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}
