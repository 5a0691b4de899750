import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows `pendingLabel` and disables the button while an action runs. */
  pending?: boolean;
  pendingLabel?: string;
}

/** The app's button: a real <button>, type="button" unless a form submit is asked for. */
export function Button({
  variant = 'primary',
  pending = false,
  pendingLabel,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['button', variant !== 'primary' && `button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || pending} aria-busy={pending || undefined}>
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
