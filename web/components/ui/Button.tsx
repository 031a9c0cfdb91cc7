import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
  /**
   * While its action runs: the button says so (spinner, aria-busy, aria-disabled) and ignores clicks, Enter and a
   * form's submit — but it stays focusable, so keyboard and screen-reader users keep their place. (A `disabled`
   * button would drop focus to the page's body.)
   */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** A button; `disabled` switches it off, `loading` only holds it while its action runs (see ButtonProps.loading). */
export function Button({ variant = 'primary', loading = false, disabled, children, className, type = 'button', onClick, 'aria-disabled': ariaDisabled, ...rest }: ButtonProps) {
  const guard = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also stops a submit button's form from being sent again (a click and Enter in a field both arrive here).
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={`btn btn-${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled}
      {...rest}
      aria-disabled={loading || ariaDisabled || undefined}
      aria-busy={loading || undefined}
      onClick={guard}
    >
      {loading && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
