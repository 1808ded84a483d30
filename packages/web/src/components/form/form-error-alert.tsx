import { splitApiErrors } from '../../lib/form-errors';
import { Alert } from '../ui/alert';

/** The API's message about a failed save, with any messages that belong to no field of the form. */
export function FormErrorAlert({ error, fields }: { error: Error; fields: readonly string[] }) {
  const { otherMessages } = splitApiErrors(error, fields);
  return (
    <Alert>
      {error.message}
      {otherMessages.map((message) => (
        <span key={message} className="mt-1 block">
          {message}
        </span>
      ))}
    </Alert>
  );
}
