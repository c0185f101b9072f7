import { efileFieldsSchema, type EfileFields } from '@lrp/contract';
import { ApiError, describeValidation, fieldContent } from '../../plugins/envelope';

/**
 * The `json` part's fields checked by the contract's schema, refused the way a body's schema refuses (a 400 naming
 * each field with its message): a multipart call's parts are not the body Fastify validates.
 */
export function checkFields(value: unknown): EfileFields {
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
