import { message } from './messages';

/*
 * User Access, Lockout 1 and Lockout 2 (spec 3 §2.3, §3, §5, §7): the limits of the User Access screen, its
 * rules' messages (catalog group `userAccess`) and the answer of End User Sessions (catalog group
 * `sessionServer`). The schemas are county groups (county.ts: userAccessSchema, userLockoutSchema).
 */

/** Max Login Attempts and the inactivity time limit (minutes; spec 3 §5: at most 120). */
export const USER_ACCESS_LIMITS = {
  loginAttemptsMin: 1,
  loginAttemptsMax: 20,
  inactivityMinutesMin: 1,
  inactivityMinutesMax: 120,
} as const;

/** The User Access screen's rules' messages (catalog group `userAccess`). */
export const USER_ACCESS_MESSAGES = {
  loginAttempts: 'Enter 1 to 20 attempts.',
  inactivityMinutes: 'Enter 1 to 120 minutes.',
  /** Login - Registration: how long an e-mailed link stays valid. */
  expiryHours: 'Enter 1 to 720 hours.',
} as const;

/** The server's answer to End User Sessions (catalog group `sessionServer`). */
export const SESSION_SERVER_MESSAGES = {
  sessionsEnded: message<{ n: number }>('{{n}} sessions were ended.'),
} as const;
