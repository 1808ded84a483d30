import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonVariant } from './button';

/** A link that looks like a button, for navigation such as "Bewerken". */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
