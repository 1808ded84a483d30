import { Link, type LinkProps } from 'react-router';

/** An in-app link in running text; primary-700 because orange-500 on white fails WCAG contrast. */
export function TextLink({ className = '', ...props }: LinkProps) {
  return (
    <Link
      className={`rounded-sm font-medium text-primary-700 hover:text-primary-600 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 ${className}`}
      {...props}
    />
  );
}
