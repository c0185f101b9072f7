import * as z from 'zod/mini';
import { profileSchema, storedProfileSchema } from './current-user';
import {
  BLANK_PERSON,
  PERSON_FIELDS,
  personFields,
  personOf,
  PROFILE_MESSAGES,
  storedPersonFields,
} from './person';
import { signUpFormSchema, signUpRequestSchema } from './profile';
import { managedUserSchema, userEntryFormSchema, userSaveRequestSchema } from './user-manager';

/** The ten fields, written out once more here only to pin the wire shape every API answers and accepts. */
const TEN = [
  'firstName',
  'lastName',
  'company',
  'address',
  'city',
  'state',
  'zip',
  'email',
  'phoneFormatType',
  'phone',
];

const personKeysOf = (shape: Record<string, unknown>) =>
  Object.keys(shape).filter((key) => (PERSON_FIELDS as readonly string[]).includes(key));

describe('the person fields: one definition', () => {
  it('are the ten fields of the wire shape', () => {
    expect([...PERSON_FIELDS]).toEqual(TEN);
    expect(Object.keys(storedPersonFields)).toEqual(TEN);
    expect(Object.keys(BLANK_PERSON)).toEqual(TEN);
  });

  it('every schema that has them has all ten, and each field is the one schema of personFields', () => {
    const ruled = {
      signUpRequest: signUpRequestSchema,
      signUpForm: signUpFormSchema,
      profile: profileSchema,
      userSaveRequest: userSaveRequestSchema,
      userEntryForm: userEntryFormSchema,
    };
    for (const [name, schema] of Object.entries(ruled)) {
      const shape = schema.shape as Record<string, unknown>;
      expect([name, personKeysOf(shape)]).toEqual([name, TEN]);
      for (const key of PERSON_FIELDS)
        expect([name, key, shape[key] === personFields[key]]).toEqual([name, key, true]);
    }
  });

  it('the stored replies take the same keys from storedPersonFields', () => {
    for (const [name, schema] of Object.entries({
      storedProfile: storedProfileSchema,
      managedUser: managedUserSchema,
    })) {
      const shape = schema.shape as Record<string, unknown>;
      expect([name, personKeysOf(shape)]).toEqual([name, TEN]);
      for (const key of PERSON_FIELDS)
        expect([name, key, shape[key] === storedPersonFields[key]]).toEqual([name, key, true]);
    }
    expect(Object.keys(storedProfileSchema.shape)).toEqual(TEN);
  });

  it('a field rule answers the same message in registration, the profile and the user entry', () => {
    const long = 'x'.repeat(31);
    const messageOf = (schema: z.ZodMiniType, value: object) => {
      const result = schema.safeParse(value);
      return result.success ? null : result.error.issues.find((i) => i.path[0] === 'firstName');
    };
    const person = { ...BLANK_PERSON, firstName: long };
    for (const schema of [signUpRequestSchema, profileSchema, userSaveRequestSchema])
      expect(messageOf(schema, person)?.message).toBe(PROFILE_MESSAGES.max({ n: 30 }));
  });

  it('the stored fields hold the type only: a blank person is a valid stored profile', () => {
    expect(storedProfileSchema.parse(BLANK_PERSON)).toEqual(BLANK_PERSON);
    expect(storedProfileSchema.safeParse({ ...BLANK_PERSON, phoneFormatType: 'X' }).success).toBe(
      false,
    );
  });

  it('personOf copies the ten and nothing else', () => {
    const row = { ...BLANK_PERSON, id: 4, firstName: 'Ada', passwordHash: 'secret' };
    expect(personOf(row)).toEqual({ ...BLANK_PERSON, firstName: 'Ada' });
  });
});
