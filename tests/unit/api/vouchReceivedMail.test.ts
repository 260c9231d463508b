import { describe, expect, it } from 'vitest';
import { vouchReceivedMail } from '#services/vouchReceivedMail';
import { mailHeaders } from '#services/mail';

const data = {
  to: 'ben@example.org',
  recipientName: 'Ben',
  voucherName: 'Ada <b>Voucher</b>',
  qualities: ['Integrity', 'Kindness'],
  messageUrl: 'https://vouched.example/my-vouch-dashboard',
  settingsUrl: 'https://vouched.example/profile/edit',
};

describe('the vouch-received mail (a notification the member can turn off)', () => {
  const mail = vouchReceivedMail(data);

  it('links the page where the member turns these mails off, in the text and the HTML', () => {
    expect(mail.text).toContain(`Turn them off: ${data.settingsUrl}`);
    expect(mail.html).toContain(`<a href="${data.settingsUrl}"`);
    expect(mail.html).not.toContain('<b>Voucher');
  });

  it('carries a List-Unsubscribe header naming that page', () => {
    expect(mail.unsubscribeUrl).toBe(data.settingsUrl);
    expect(mailHeaders(mail)).toEqual([{ Name: 'List-Unsubscribe', Value: `<${data.settingsUrl}>` }]);
  });

  it('a mail that is no notification carries no unsubscribe header', () => {
    expect(mailHeaders({ to: 'x@example.org', subject: 'Confirm', html: '<p>x</p>', text: 'x' })).toEqual([]);
  });
});
