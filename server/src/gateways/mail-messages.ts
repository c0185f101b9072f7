import type { OutgoingMail } from './mail';
import { escapeHtml } from '../lib/html';

/** Who signs the portal's e-mail: the county settings group `common`. */
export type MailCounty = {
  countyName: string;
  appTitle: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
};

const URL_IN_TEXT = /https?:\/\/[^\s<>"')]+/g;

function paragraphHtml(paragraph: string): string {
  let html = '';
  let last = 0;
  for (const match of paragraph.matchAll(URL_IN_TEXT)) {
    html += escapeHtml(paragraph.slice(last, match.index));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  html += escapeHtml(paragraph.slice(last));
  return `<p>${html.replace(/\n/g, '<br>')}</p>`;
}

function signatureLines(county: MailCounty): string[] {
  const contact = [county.contactPhone, county.contactEmail].filter((s) => s.trim()).join(' | ');
  return [county.countyName, county.contactName, contact].filter((s) => s.trim());
}

/** A message of paragraphs (links become anchors in the HTML), signed with the county's name and contact. */
export function composeMail(
  county: MailCounty,
  to: string,
  subject: string,
  paragraphs: string[],
): OutgoingMail {
  const signature = signatureLines(county);
  const text = [...paragraphs, signature.join('\n')].join('\n\n') + '\n';
  const html =
    '<!doctype html><html><body style="font-family: Arial, Helvetica, sans-serif; font-size: 14px; color: #1a1a1a;">' +
    paragraphs.map(paragraphHtml).join('') +
    `<p style="color: #555;">${signature.map(escapeHtml).join('<br>')}</p>` +
    '</body></html>';
  return {
    to,
    subject: `${county.appTitle}: ${subject}`,
    text,
    html,
    fromName: `${county.countyName} ${county.appTitle}`,
  };
}

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);
const greeting = (fullName: string) => `Hello ${fullName.trim() || 'there'},`;

export function registrationMail(
  county: MailCounty,
  p: { to: string; fullName: string; username: string; link: string; hours: number },
) {
  return composeMail(county, p.to, 'complete your registration', [
    greeting(p.fullName),
    `Thank you for registering with the ${county.countyName} ${county.appTitle}. To complete your registration, please open this link within ${hoursText(p.hours)}:`,
    p.link,
    `Your username is ${p.username}.`,
    'If you did not register, you can ignore this message: the registration will not be completed.',
  ]);
}

export function usernameMail(
  county: MailCounty,
  p: { to: string; fullName: string; username: string; loginLink: string },
) {
  return composeMail(county, p.to, 'your username', [
    greeting(p.fullName),
    `You asked for the username registered with this e-mail address at the ${county.countyName} ${county.appTitle}.`,
    `Your username is ${p.username}.`,
    `You can log in at ${p.loginLink}`,
    'If you did not ask for it, you can ignore this message.',
  ]);
}

export function passwordResetMail(
  county: MailCounty,
  p: { to: string; fullName: string; username: string; link: string; hours: number },
) {
  return composeMail(county, p.to, 'reset your password', [
    greeting(p.fullName),
    `Someone asked to reset the password of ${p.username} at the ${county.countyName} ${county.appTitle}. To choose a new password, please open this link within ${hoursText(p.hours)}:`,
    p.link,
    'If you did not ask for it, you can ignore this message: your password stays as it is.',
  ]);
}

export function signInLinkMail(
  county: MailCounty,
  p: { to: string; fullName: string; username: string; link: string; minutes: number },
) {
  return composeMail(county, p.to, 'your sign-in link', [
    greeting(p.fullName),
    `Someone just signed in as ${p.username} at the ${county.countyName} ${county.appTitle} with the right password, from a browser the portal does not know, while wrong passwords for ${p.username} keep coming from elsewhere. To finish signing in, open this link within ${p.minutes} minutes (it works once):`,
    p.link,
    'If it was not you, someone knows your password: please change it at once (Forgot Password on the sign-in page) and contact the county.',
  ]);
}

export function passwordChangedMail(
  county: MailCounty,
  p: { to: string; fullName: string; username: string },
) {
  return composeMail(county, p.to, 'your password was changed', [
    greeting(p.fullName),
    `The password of ${p.username} at the ${county.countyName} ${county.appTitle} was just changed.`,
    'If you did not change it, please contact the county at once.',
  ]);
}

export function emailChangedMail(
  county: MailCounty,
  p: { to: string; fullName: string; username: string; newEmail: string },
) {
  return composeMail(county, p.to, 'your e-mail address was changed', [
    greeting(p.fullName),
    `The e-mail address of ${p.username} at the ${county.countyName} ${county.appTitle} was changed to ${p.newEmail}. Messages about the account now go there.`,
    'If you did not change it, please contact the county at once.',
  ]);
}

export function cardPaymentAppliedMail(
  county: MailCounty,
  p: { to: string; fullName: string; what: string; charged: string; cardLast4: string },
) {
  return composeMail(county, p.to, 'your card payment was applied', [
    greeting(p.fullName),
    `Your card payment of ${p.charged} (card ending ${p.cardLast4}) at the ${county.countyName} ${county.appTitle} did not finish in your browser, so the portal completed it for you: ${p.what}`,
    'Nothing more is needed from you. Please do not pay again for the same purchase.',
  ]);
}

export function cardPaymentVoidedMail(
  county: MailCounty,
  p: { to: string; fullName: string; charged: string; cardLast4: string; reason: string },
) {
  return composeMail(county, p.to, 'your card payment was voided', [
    greeting(p.fullName),
    `Your card payment of ${p.charged} (card ending ${p.cardLast4}) at the ${county.countyName} ${county.appTitle} could not be applied, so it was voided and your card will not be charged: ${p.reason}`,
    'If you still want to make this purchase, please sign in and start again, or contact the county.',
  ]);
}

/** To the owner of an address someone tried to register again: the sign-up's answer said nothing of it. */
export function registrationAttemptMail(
  county: MailCounty,
  p: { to: string; fullName: string; username: string; loginLink: string },
) {
  return composeMail(county, p.to, 'someone tried to register with your e-mail address', [
    greeting(p.fullName),
    `Someone tried to register at the ${county.countyName} ${county.appTitle} with this e-mail address, which already belongs to the username ${p.username}.`,
    `If it was you, you already have an account: log in at ${p.loginLink} (Forgot Password sends a new one), or follow the link in our earlier e-mail if you have not completed your registration.`,
    'If it was not you, you can ignore this message: nothing was changed.',
  ]);
}
