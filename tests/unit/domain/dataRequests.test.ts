import { describe, expect, it } from 'vitest';
import { DATA_REQUEST_REASON, dataAccessRequestNotification, userHandle } from '#domain';

describe('data access requests', () => {
  it('names the member by username, else full name, else e-mail, else User', () => {
    expect(userHandle({ username: 'ada', full_name: 'Ada L', email: 'ada@x.test' })).toBe('ada');
    expect(userHandle({ username: null, full_name: 'Ada L', email: 'ada@x.test' })).toBe('Ada L');
    expect(userHandle({ username: '', full_name: '', email: 'ada@x.test' })).toBe('ada@x.test');
    expect(userHandle({})).toBe('User');
  });

  it('uses the fixed reason and a data_access_request notification that promises 30 days', () => {
    expect(DATA_REQUEST_REASON).toBe('GDPR data access request');
    const notification = dataAccessRequestNotification();
    expect(notification.type).toBe('data_access_request');
    expect(notification.message).toContain('within 30 days');
  });
});
