import { describe, expect, it } from 'vitest';
import { vouchInviteMail } from '#api/mail/vouchInviteMail';

const data = {
  to: 'ada@example.org',
  recipientName: 'Ada <img src=x onerror=alert(1)>',
  voucherName: 'Bob "The" <b>Builder</b>',
  selectedAttributes: ['Integrity', 'Kindness', 'Visionary'],
  vouchMessage: '<p>Kind <strong>and</strong> exact.</p>',
  vouchScore: 1234,
  inviteUrl: 'https://vouched.example/vouched?invite_code=ABCD2345&auto_signup=true',
  inviteCode: 'ABCD2345',
};

describe('the vouch_invite mail', () => {
  const mail = vouchInviteMail(data);
  it('escapes every name the members typed, and keeps the sanitised message as HTML', () => {
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Builder');
    expect(mail.html).toContain('Bob &quot;The&quot; &lt;b&gt;Builder&lt;/b&gt;');
    expect(mail.html).toContain('<p>Kind <strong>and</strong> exact.</p>');
  });
  it('carries the qualities, the points, the link and the code', () => {
    for (const a of data.selectedAttributes) expect(mail.html).toContain(`<li>${a}</li>`);
    expect(mail.html).toContain('1,234 pts');
    expect(mail.html).toContain('href="https://vouched.example/vouched?invite_code=ABCD2345&amp;auto_signup=true"');
    expect(mail.text).toContain(data.inviteUrl);
    expect(mail.text).toContain('Kind and exact.');
    expect(mail.subject).toBe('Bob "The" <b>Builder</b> vouched for you on Vouched');
  });
});
