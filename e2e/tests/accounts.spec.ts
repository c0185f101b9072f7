import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, latestMailTo, outbox, pathOf, signIn } from '../support/portal';

test('a visitor registers, confirms through the e-mailed link and signs in', async ({
  page,
  request,
}) => {
  const username = `ada.lovelace${Date.now() % 100000}`;
  const email = `${username}@example.com`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'New User?' }).click();
  await expect(page.getByRole('heading', { name: 'User Registration' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Engine#1843abc');
  await page.getByLabel('Confirm Password').fill('Engine#1843abc');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Address').fill('12 Main St');
  await page.getByLabel('City').fill('Pine Ridge');
  await page.getByLabel('Zip').fill('55111');
  await page.getByRole('textbox', { name: 'Phone' }).fill('5550102040');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('(555) 010-2040');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    "We've emailed you a link. Please follow the link to complete your registration.",
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, username, 'Engine#1843abc');
  await expect(page.getByRole('alert')).toContainText('registration is not complete');

  const mail = await latestMailTo(request, email);
  const link = mail.links.find((l) => l.includes('/CompleteRegistration/'))!;
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Registration Complete' })).toBeVisible();
  await expect(page.getByText('Welcome, Ada Lovelace')).toBeVisible();
  await expect(page.getByText(`Username: ${username}`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await signIn(page, username, 'Engine#1843abc');
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Registration Incomplete' })).toBeVisible();
});

test('a forgotten password is reset through the e-mailed link; the old one stops working', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  // The login page has a Username field too: fill only once the recovery page has replaced it.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Username').fill('paul.brekke');
  await page.getByLabel('Email').fill('Paul.Brekke@northstarabstract.example.com');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await latestMailTo(request, 'paul.brekke@northstarabstract.example.com');
  const link = mail.links.find((l) => l.includes('/passwordReset/'))!;
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Create a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New Password' }).fill('Fresh#Start2026');
  await page.getByLabel('Confirm Password').fill('Fresh#Start2026');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('dialog')).toContainText('Password updated. You may now log in.');
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();

  await signIn(page, 'paul.brekke', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Fresh#Start2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a forgotten username is e-mailed, and an unknown address gets the same answer', async ({
  page,
  request,
}) => {
  const before = (await outbox(request)).length;
  await page.goto('/forgotUsername');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send Email' }).click();
  const unknownAnswer = await page.getByRole('dialog').innerText();
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  expect((await outbox(request)).length).toBe(before);

  await page.goto('/forgotUsername');
  await page.getByLabel('Email').fill('robert.kowalski@lakesidelaw.example.com');
  await page.getByRole('button', { name: 'Send Email' }).click();
  expect(await page.getByRole('dialog').innerText()).toBe(unknownAnswer);
  const mail = await latestMailTo(request, 'robert.kowalski@lakesidelaw.example.com');
  expect(mail.text).toContain('robert.kowalski');
});

test('wrong passwords never keep county staff out: under attack, the right password from a new browser mails a one-time sign-in link', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  // The county's maxloginAttempts (5) free failures and one more: the username is then under attack.
  for (let attempt = 0; attempt < 6; attempt++) {
    await signIn(page, 'linda.bergstrom', 'Wrong#Password1');
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  }
  // Staff are never locked by guesses: the right password mails a link, and the page says so (not as an error).
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByTestId('sign-in-link-sent')).toContainText('We sent you a sign-in link');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  let link = '';
  await expect
    .poll(async () => {
      link =
        (await outbox(request)).find((m) => m.subject.endsWith('your sign-in link'))?.links[0] ??
        '';
      return link;
    })
    .not.toBe('');
  // The link signs in once the person presses Sign In, and this browser becomes a known one.
  await page.goto(pathOf(link));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("a user who is not staff is locked after the county's Max Login Attempts wrong passwords", async ({
  page,
}) => {
  await page.goto('/login');
  for (let attempt = 0; attempt < 5; attempt++) {
    await signIn(page, 'nathan.pike', 'Wrong#Password1');
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  }
  // Locked: only the right password learns it.
  await signIn(page, 'nathan.pike');
  await expect(page.getByRole('alert')).toHaveText(
    'Your account is locked. Please contact the county or use Forgot Password.',
  );
  await expect(page).toHaveURL(/\/login$/);
});
