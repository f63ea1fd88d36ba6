import { describe, expect, it } from 'vitest';
import { dataRequestConfirmationMail } from './data-request-mails.ts';
import { dataRequestConfirmUrl } from './mail-paths.ts';

describe('dataRequestConfirmationMail', () => {
  const confirmUrl = dataRequestConfirmUrl('https://www.pretscope.lu', 'abc_DEF-123');

  it('asks to confirm a copy, with the link, its validity and what happens if ignored', () => {
    const mail = dataRequestConfirmationMail('export', { siteUrl: 'https://www.pretscope.lu', confirmUrl, validHours: 48 });
    expect(mail.subject).toBe('Confirmez votre demande de copie de vos données');
    expect(mail.text).toContain('https://www.pretscope.lu/donnees-personnelles/confirmation?jeton=abc_DEF-123');
    expect(mail.text).toContain('Ce lien est valable 48 heures et ne sert qu’une fois.');
    expect(mail.text).toContain('rien ne sera transmis');
    expect(mail.html).toContain('href="https://www.pretscope.lu/donnees-personnelles/confirmation?jeton=abc_DEF-123"');
  });

  it('warns that an erasure is final', () => {
    const mail = dataRequestConfirmationMail('erasure', { siteUrl: 'https://www.pretscope.lu', confirmUrl, validHours: 48 });
    expect(mail.subject).toBe('Confirmez votre demande d’effacement de vos données');
    expect(mail.text).toContain('L’effacement est définitif.');
    expect(mail.text).toContain('rien ne sera effacé');
  });
});
