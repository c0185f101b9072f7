import * as z from 'zod/mini';
import { translateMessage } from '../i18n/messages';

/**
 * Turns a contract schema into a @mantine/form `validate` function, so a form shows exactly the messages
 * the server would answer with, in the user's language. Only the first message per field is shown.
 */
export function zodFormValidator<S extends z.core.$ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = z.safeParse(schema, values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (!(key in errors)) errors[key] = translateMessage(issue.message);
    }
    return errors;
  };
}
