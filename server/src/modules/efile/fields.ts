import { efileFieldsSchema, type EfileFields } from '@lrp/contract';
import { MESSAGES } from '../../messages';
import { ApiError, describeValidation, fieldContent, fieldError } from '../../plugins/envelope';
import { findBadText } from '../../plugins/input-guard';

/**
 * The `json` part's fields checked by the contract's schema, refused the way a body's schema refuses (a 400 naming
 * each field with its message): a multipart call's parts are not the body Fastify validates.
 */
export function checkFields(value: unknown): EfileFields {
  // The input guard checks bodies, and a multipart call's parts are not one: NUL or a lone surrogate here too.
  const badField = findBadText(value);
  if (badField !== null) throw fieldError(badField || 'json', MESSAGES.badText);
  const checked = efileFieldsSchema.safeParse(value ?? {});
  if (checked.success) return checked.data;
  const issues = checked.error.issues.map((issue) => {
    const { path, code, message, ...params } = issue;
    return {
      keyword: code,
      instancePath: `/${(path.length ? path : ['json']).join('/')}`,
      message,
      params,
    };
  });
  const { message, fieldMessages } = describeValidation(issues, value ?? {});
  throw new ApiError(400, message, fieldContent(fieldMessages));
}
