import type { CodedMessage } from '@lrp/contract';

/**
 * A message whose value ends its sentence with a period of its own (an account named "Pine Ridge Title Co."):
 * the template's period is dropped, so the sentence ends "Pine Ridge Title Co." and not "Co..". The values stay as
 * they are: the browser, filling a translation with them, drops the doubled period the same way.
 */
export function onePeriod(coded: CodedMessage): CodedMessage {
  let message = coded.message;
  for (const value of Object.values(coded.params ?? {}))
    if (typeof value === 'string' && value.endsWith('.'))
      message = message.split(`${value}.`).join(value);
  return message === coded.message ? coded : { ...coded, message };
}
