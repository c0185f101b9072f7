// The sign-in form's rules, a chunk of its own: zod and the contract's schema are not part of the sign-in page's
// first load (its budget, bench/README.md); the form loads this when the user first submits, or when the browser is
// idle before that.
import { loginRequestSchema } from '@lrp/contract';
import { zodFormValidator } from '@lrp/shared/forms';

export const validateLogin = zodFormValidator(loginRequestSchema);
