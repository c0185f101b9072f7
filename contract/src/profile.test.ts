import {
  formatStandardPhone,
  formatZip,
  isEmailAddress,
  signUpFormSchema,
  signUpRequestSchema,
} from './profile';

const valid = {
  username: 'new.user2026',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  address: '12 Main St',
  city: 'Pine Ridge',
  state: 'MN',
  zip: '55111',
  email: 'ada@example.com',
  phoneFormatType: 'STANDARD' as const,
  phone: '(555) 010-2040',
  password: 'Secret#2026abc',
};

const messages = (result: ReturnType<typeof signUpRequestSchema.safeParse>) =>
  result.success
    ? {}
    : Object.fromEntries(result.error.issues.reverse().map((i) => [i.path.join('.'), i.message]));

describe('sign-up rules', () => {
  it('accepts a complete registration, company optional', () => {
    expect(signUpRequestSchema.safeParse(valid).success).toBe(true);
  });

  it('answers each broken rule with the spec message', () => {
    expect(messages(signUpRequestSchema.safeParse({ ...valid, username: 'short' })).username).toBe(
      'At least 8 characters long.',
    );
    expect(
      messages(signUpRequestSchema.safeParse({ ...valid, username: 'a'.repeat(51) })).username,
    ).toBe('Maximum 50 characters long.');
    expect(
      messages(signUpRequestSchema.safeParse({ ...valid, username: 'bad name!' })).username,
    ).toBe('Letters, numbers, underscores, dots and @ only.');
    expect(
      messages(signUpRequestSchema.safeParse({ ...valid, username: '.leading.dot' })).username,
    ).toBe('Must start and end with a letter or number.');
    expect(
      messages(signUpRequestSchema.safeParse({ ...valid, username: 'two..dots.user' })).username,
    ).toBe('No consecutive special characters.');
    expect(
      messages(signUpRequestSchema.safeParse({ ...valid, password: 'short1!' })).password,
    ).toBe('At least 12 characters long.');
    expect(
      messages(signUpRequestSchema.safeParse({ ...valid, password: 'nospecialchar123' })).password,
    ).toBe(
      'Must contain a letter, a number and a special character. Special characters are !@#$%^&',
    );
    expect(messages(signUpRequestSchema.safeParse({ ...valid, zip: '5511' })).zip).toBe(
      '5-digit zip.',
    );
    expect(messages(signUpRequestSchema.safeParse({ ...valid, zip: '551a1' })).zip).toBe(
      'Numbers only.',
    );
    expect(
      messages(signUpRequestSchema.safeParse({ ...valid, firstName: 'x'.repeat(31) })).firstName,
    ).toBe('30 characters max.');
    expect(
      messages(signUpRequestSchema.safeParse({ ...valid, phone: '(555) 010-204' })).phone,
    ).toBe('(XXX) XXX-XXXX');
    expect(
      messages(
        signUpRequestSchema.safeParse({
          ...valid,
          phoneFormatType: 'INTERNATIONAL',
          phone: '44 20 7946',
        }),
      ).phone,
    ).toBe('Numbers only.  No spaces.  No dashes.');
    expect(
      messages(
        signUpRequestSchema.safeParse({
          ...valid,
          phoneFormatType: 'INTERNATIONAL',
          phone: '441234',
        }),
      ).phone,
    ).toBe('Country code and phone number.');
  });

  it('checks the confirmation in the form only', () => {
    const result = signUpFormSchema.safeParse({ ...valid, passwordConfirm: 'Secret#2026abd' });
    expect(result.success ? null : result.error.issues.map((i) => i.message)).toEqual([
      'Mismatched passwords.',
    ]);
  });
});

describe('formatting as typed', () => {
  it('shapes a standard phone and a zip', () => {
    expect(formatStandardPhone('5')).toBe('(5');
    expect(formatStandardPhone('55501')).toBe('(555) 01');
    expect(formatStandardPhone('555-010-2040 ext')).toBe('(555) 010-2040');
    expect(formatZip('55a111-22')).toBe('55111');
  });
});

describe('the e-mail address rule', () => {
  const OLD_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const samples = [
    ...[
      'ada@example.com',
      'a@b.c',
      'a.b@c.d.e',
      '@example.com',
      'ada@',
      'ada@example',
      'ada@.com',
      'ada@example.',
    ],
    ...[
      'ad a@example.com',
      'ada@exa mple.com',
      'ada@@example.com',
      'ada@ex@ample.com',
      'a@b..c',
      'a@..',
      'a@.b.',
    ],
    ...['ada@example.com\n', '\tada@example.com', 'ü@ä.de', ''],
  ];

  it('accepts and refuses what the regular expression it replaces did', () => {
    for (const sample of samples)
      expect([sample, isEmailAddress(sample)]).toEqual([sample, OLD_RULE.test(sample)]);
  });

  it('checks the length first: a long text never reaches the address rule', () => {
    const result = signUpRequestSchema.safeParse({ ...valid, email: `a@${'.'.repeat(100_000)}@` });
    const emailIssues = result.success
      ? []
      : result.error.issues.filter((i) => i.path[0] === 'email');
    expect(emailIssues.map((i) => i.message)).toEqual(['50 characters max.']);
  });
});
