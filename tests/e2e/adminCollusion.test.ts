/**
 * Collusion signals in the admin dashboard (issue 11 §5): two members trade
 * vouches through the API, the stack's stream reader flags it, and the admin
 * reads the flag with its evidence in the 'Collusion Signals' tab. axe on the tab.
 */
import { beforeAll, describe, it } from 'vitest';
import { signInAdmin, signUpCompleteMember, vouchBody } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';
import { callOk } from '#test-support/apiClient';
import { useBrowser } from './support/browser';
import { visitAdminDashboard } from './support/session';
import { shown } from './support/ui';

const browser = useBrowser();

beforeAll(() => {
  useStackEnv();
});

describe('admin collusion signals', () => {
  it('the admin sees a reciprocal trade with the two vouches it rests on', async () => {
    const stamp = Date.now().toString(36);
    const [quinn, rowan] = await Promise.all([signUpCompleteMember(`Quinn Trade${stamp}`), signUpCompleteMember(`Rowan Trade${stamp}`)]);
    await callOk('createVouch', { token: quinn.token, body: vouchBody(rowan.userId) });
    await callOk('createVouch', { token: rowan.token, body: vouchBody(quinn.userId) });

    // The stream reader flags the trade within moments of the second vouch: wait until the server holds the flag.
    const adminApi = await signInAdmin();
    const flagged = async () =>
      (await callOk('listCollusionFlags', { token: adminApi.token })).flags.some((f) => f.members.some((m) => m.id === quinn.userId));
    for (const deadline = Date.now() + 20_000; !(await flagged());) {
      if (Date.now() > deadline) throw new Error('the reciprocal trade was not flagged');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const admin = await visitAdminDashboard(browser());
    await admin.page.getByRole('tab', { name: 'Collusion Signals' }).click();
    const card = admin.page.getByTestId('collusion-flag').filter({ hasText: `Quinn Trade${stamp}` });
    await shown(card, 'the flag of the trade');
    await shown(card.getByRole('heading', { name: 'Reciprocal trade' }), 'the kind of flag');
    await shown(card.getByText(`Quinn Trade${stamp} vouched for Rowan Trade${stamp}`, { exact: false }), 'one vouch of the evidence');
    await shown(card.getByText(`Rowan Trade${stamp} vouched for Quinn Trade${stamp}`, { exact: false }), 'the other');
    await shown(card.getByRole('link', { name: `Rowan Trade${stamp}` }), 'a link to the member');
    await admin.checkA11y('admin dashboard, Collusion Signals');
    await admin.shot('admin-collusion-signals');
    await admin.close();
  });
});
