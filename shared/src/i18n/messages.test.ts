import { PAYMENT_MESSAGES, PROFILE_MESSAGES } from '@lrp/contract';
import { i18n, setPortalLanguage } from './i18n';
import { registerMessages, translateMessage } from './messages';

registerMessages({ profile: PROFILE_MESSAGES, payments: PAYMENT_MESSAGES });
afterEach(() => setPortalLanguage('ENGLISH'));

describe('translateMessage', () => {
  it("gives a rule's message in the user's language, and English as the spec wrote it", async () => {
    expect(translateMessage('Mismatched passwords.')).toBe('Mismatched passwords.');
    await setPortalLanguage('JAPANESE');
    expect(i18n.language).toBe('ja');
    expect(translateMessage('Mismatched passwords.')).toBe('パスワードが一致しません。');
  });

  it('takes the values out of a filled template and puts them into the translation', async () => {
    await setPortalLanguage('CHINESE');
    expect(translateMessage(PROFILE_MESSAGES.max({ n: 30 }))).toBe('最多 30 个字符。');
    expect(translateMessage(PAYMENT_MESSAGES.amountMax({ amount: '$500.00' }))).toBe(
      '最高存款金额为 $500.00。',
    );
  });

  it('leaves any other text as it came', async () => {
    await setPortalLanguage('KOREAN');
    expect(translateMessage('Something the catalog does not know.')).toBe(
      'Something the catalog does not know.',
    );
  });
});
