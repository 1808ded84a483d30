import { useId, type ReactNode } from 'react';

type TooltipProps = {
  content: string;
  /** Renders the element the tooltip explains; spread the props onto it so it is described by it. */
  children: (props: { 'aria-describedby': string }) => ReactNode;
  placement?: 'top' | 'bottom';
};

/** A short hint on hover or keyboard focus, at most 12.5rem wide (the seed's tooltip width). */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      {children({ 'aria-describedby': id })}
      <span
        id={id}
        role="tooltip"
        className={`pointer-events-none invisible absolute left-1/2 z-50 w-max max-w-tooltip -translate-x-1/2 rounded-md bg-gray-900 px-2 py-1 text-center text-xs text-white opacity-0 shadow-sm transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 ${
          placement === 'top' ? 'bottom-full mb-2' : 'top-full mt-2'
        }`}
      >
        {content}
      </span>
    </span>
  );
}
