import { describe, expect, it } from 'vitest';
import {
  DATA_EXPORT_LINK_SECONDS,
  DATA_REQUEST_REASON,
  dataAccessRequestNotification,
  dataExportFailedNotification,
  dataExportMail,
  dataExportReadyNotification,
  userHandle,
} from '#domain';

describe('data access requests', () => {
  it('names the member by username, else full name, else e-mail, else User', () => {
    expect(userHandle({ username: 'ada', full_name: 'Ada L', email: 'ada@x.test' })).toBe('ada');
    expect(userHandle({ username: null, full_name: 'Ada L', email: 'ada@x.test' })).toBe('Ada L');
    expect(userHandle({ username: '', full_name: '', email: 'ada@x.test' })).toBe('ada@x.test');
    expect(userHandle({})).toBe('User');
  });

  it('uses the fixed reason and a data_access_request notification that says what happens now, not 30 days (issue 10 §6)', () => {
    expect(DATA_REQUEST_REASON).toBe('GDPR data access request');
    const notification = dataAccessRequestNotification();
    expect(notification.type).toBe('data_access_request');
    expect(notification.message).not.toContain('30 days');
    expect(notification.message).toContain('download link, valid for 24 hours');
  });

  it('says the export is ready in the notification, and mails a link valid 24 hours with the handle and link escaped', () => {
    expect(DATA_EXPORT_LINK_SECONDS).toBe(86_400);
    expect(dataExportReadyNotification()).toMatchObject({ type: 'data_access_request', title: 'Your Data Is Ready' });
    const mail = dataExportMail('<b>ada</b>', 'https://s3.example/x?a=1&b=2');
    expect(mail.text).toContain('https://s3.example/x?a=1&b=2');
    expect(mail.text).toContain('24 hours');
    expect(mail.html).toContain('href="https://s3.example/x?a=1&amp;b=2"');
    expect(mail.html).toContain('&lt;b&gt;ada&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>ada');
  });

  // Issue 22 #15: the mail and the failure notice send the member to a place that exists.
  it("names the user menu's Request My Data (GDPR) as where to ask again", () => {
    const mail = dataExportMail('ada', 'https://s3.example/x');
    expect(mail.text).toContain('request a new copy with Request My Data (GDPR) in the user menu.');
    expect(mail.html).toContain('request a new copy with Request My Data (GDPR) in the user menu.');
    expect(dataExportFailedNotification().message).toContain('request it again with Request My Data (GDPR) in the user menu');
    for (const text of [mail.text, mail.html, dataExportFailedNotification().message]) expect(text).not.toContain('Data & Security');
  });
});
