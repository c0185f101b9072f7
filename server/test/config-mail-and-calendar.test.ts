import { loadConfig } from '../src/config';

describe('loadConfig: links, mail, outbox and the county calendar', () => {
  test('defaults: links to localhost on PORT, outbox only, outbox readable with the demo seed, Chicago', () => {
    expect(loadConfig({ PORT: '8181', SEED: 'demo' })).toMatchObject({
      publicUrl: 'http://localhost:8181',
      smtpUrl: null,
      mailFrom: 'no-reply@localhost',
      demoOutbox: true,
      countyTimeZone: 'America/Chicago',
    });
    expect(loadConfig({ SEED: 'none' }).demoOutbox).toBe(false);
  });

  test('reads the environment', () => {
    expect(
      loadConfig({
        PUBLIC_URL: 'https://records.pineridge.example.gov/',
        SMTP_URL: 'smtps://portal:secret@mail.pineridge.example.gov:465',
        DEMO_OUTBOX: 'false',
        COUNTY_TIME_ZONE: 'America/Denver',
      }),
    ).toMatchObject({
      publicUrl: 'https://records.pineridge.example.gov',
      smtpUrl: 'smtps://portal:secret@mail.pineridge.example.gov:465',
      mailFrom: 'no-reply@records.pineridge.example.gov',
      demoOutbox: false,
      countyTimeZone: 'America/Denver',
    });
    expect(
      loadConfig({ MAIL_FROM: 'Pine Ridge Recorder <recorder@pineridge.example.gov>' }).mailFrom,
    ).toBe('Pine Ridge Recorder <recorder@pineridge.example.gov>');
    expect(loadConfig({ SEED: 'demo', DEMO_OUTBOX: 'no' }).demoOutbox).toBe(false);
  });

  test('a bad value stops the start, naming the variable', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'records.example.gov' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://example.gov/portal' })).toThrow(
      /PUBLIC_URL: .*BASE_PATH/,
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example.gov' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ COUNTY_TIME_ZONE: 'Central' })).toThrow(
      /COUNTY_TIME_ZONE: Give a time zone name/,
    );
    expect(() => loadConfig({ DEMO_OUTBOX: 'maybe' })).toThrow(/DEMO_OUTBOX/);
  });
});
