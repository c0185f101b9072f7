// The sign-in and password rules' messages and limits, apart from their schemas (auth.ts): the sign-in page and
// the message catalogue read them without bringing zod into the page.

/** Validation messages of spec 1 §5, kept once for the forms and the server. */
export const AUTH_MESSAGES = {
  required: 'Required.',
  usernameMin: 'At least 8 characters long.',
  usernameMax: 'Maximum 50 characters long.',
  usernameChars: 'Letters, numbers, underscores, dots and @ only.',
  usernameEnds: 'Must start and end with a letter or number.',
  usernameConsecutive: 'No consecutive special characters.',
  passwordMin: 'At least 12 characters long.',
  passwordMax: 'Maximum 64 characters long.',
  passwordChars:
    'Must contain a letter, a number and a special character. Special characters are !@#$%^&',
  passwordMismatch: 'Mismatched passwords.',
} as const;

export const USERNAME_MIN = 8;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 64;
export const PASSWORD_SPECIALS = '!@#$%^&';
