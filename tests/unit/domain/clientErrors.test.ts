import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_MESSAGE_MAX, clientErrorMessage, clientErrorRoute, clientErrorSchema } from '#domain/clientErrors';

describe('a browser render error report', () => {
  it('names only the first segment of the address: later ones may be a member', () => {
    expect(clientErrorRoute('/profile/maya/transcript')).toBe('/profile');
    expect(clientErrorRoute('/invite/ABCD2345')).toBe('/invite');
    expect(clientErrorRoute('/')).toBe('/');
    expect(clientErrorRoute('')).toBe('/');
    // A first segment that is no route of ours (typed into the address bar) is not sent as it is.
    expect(clientErrorRoute('/Maya Smith')).toBe('/?');
    for (const path of ['/profile/maya', '/', '/Maya Smith'])
      expect(clientErrorSchema.shape.route.safeParse(clientErrorRoute(path)).success).toBe(true);
  });

  it('masks e-mail addresses and long digit runs in the message, then cuts it', () => {
    expect(clientErrorMessage('no profile for ann@example.com (+447700900123)')).toBe('no profile for [email] (+[number])');
    expect(clientErrorMessage('x'.repeat(5000))).toHaveLength(CLIENT_ERROR_MESSAGE_MAX);
    expect(clientErrorMessage(`${'@'.repeat(3000)}a@b`).length).toBeLessThanOrEqual(CLIENT_ERROR_MESSAGE_MAX);
  });
});
