import type { ReactNode } from 'react';

const variants = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
} as const;

type AlertProps = {
  children: ReactNode;
  /** `error` and `warning` need attention now (role alert); `success` is announced politely. */
  variant?: keyof typeof variants;
};

/** A message above a form or page, e.g. the API's answer to a failed login. */
export function Alert({ children, variant = 'error' }: AlertProps) {
  return (
    <div
      role={variant === 'success' ? 'status' : 'alert'}
      className={`rounded-md p-3 text-sm ring-1 ring-inset ${variants[variant]}`}
    >
      {children}
    </div>
  );
}
