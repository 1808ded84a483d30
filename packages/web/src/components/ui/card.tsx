import { useId, type ReactNode } from 'react';

type CardProps = {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A white panel, e.g. one section of a form page; its title is a level-2 heading that names it. */
export function Card({ title, description, children, className = '' }: CardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={`rounded-lg bg-white p-6 shadow-xs ring-1 ring-gray-200 ${className}`}
    >
      {title && (
        <h2 id={headingId} className="text-base font-semibold text-gray-900">
          {title}
        </h2>
      )}
      {description && <div className="mt-1 text-sm text-gray-600">{description}</div>}
      <div className={title || description ? 'mt-5' : ''}>{children}</div>
    </section>
  );
}
