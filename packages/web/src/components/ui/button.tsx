import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Shows a spinner and blocks clicks while an action runs; the label stays the same. */
  isLoading?: boolean;
};

const variants = {
  primary: 'bg-primary-500 text-gray-950 hover:bg-primary-hover focus-visible:outline-primary-600',
  secondary: 'bg-secondary text-gray-950 hover:bg-secondary-hover focus-visible:outline-secondary-600',
  ghost:
    'bg-white text-gray-900 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-gray-400',
  // White on red-700 passes WCAG AA; the hover stays dark enough too.
  danger: 'bg-red-700 text-white hover:bg-red-600 focus-visible:outline-red-700',
  /** A delete beside other actions: quiet until hovered; the confirmation dialog has the solid one. */
  'danger-outline':
    'bg-white text-red-700 ring-1 ring-gray-300 ring-inset hover:bg-red-50 hover:ring-red-300 focus-visible:outline-red-700',
} as const;

/** The look of a button, also for links that act as one (`ButtonLink`). */
export function buttonClasses(variant: ButtonVariant = 'primary', className = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-3.5 py-2 text-sm sm:min-h-0 font-semibold shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${className}`;
}

export function Button({
  variant = 'primary',
  isLoading = false,
  className = '',
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClasses(variant, className)}
      {...props}
    >
      {isLoading && <Spinner className="size-4 text-current" />}
      {children}
    </button>
  );
}
