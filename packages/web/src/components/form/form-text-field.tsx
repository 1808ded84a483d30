import { useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { TextField } from '../ui/text-field';

/**
 * Fields bound to the surrounding react-hook-form (`FormProvider`) by name: label, input and the
 * field's message (from the schema, or from the API's 422 answer) in one line of JSX. The text
 * field has a module of its own: the login page needs only it, and bound-fields.tsx brings the
 * date, select and switch fields with their code (decision 023).
 */
export type BoundProps<V extends FieldValues> = {
  name: Path<V>;
  label: string;
  isRequired?: boolean;
  hint?: string;
  /** Grid width, e.g. `span.half`. */
  className?: string;
};

export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

type TextProps<V extends FieldValues> = BoundProps<V> & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url';
  placeholder?: string;
  maxLength?: number;
};

export function FormTextField<V extends FieldValues>({ name, className, ...props }: TextProps<V>) {
  const { register } = useFormContext<V>();
  const error = useFieldError(name);
  return (
    <div className={className}>
      <TextField error={error} {...props} {...register(name)} />
    </div>
  );
}
