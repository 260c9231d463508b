/**
 * Collusion signals in the admin dashboard (issue 11 §5): two members trade
 * vouches through the API, the stack's stream reader flags it, and the admin
 * reads the flag with its evidence in the 'Collusion Signals' tab; beside it, a
 * member renamed to a whole-Cyrillic look-alike of another's name (issue 18 §6)
 * shows as a 'Look-alike name' with both usernames. The admin dismisses the
 * trade with a note (issue 22 #18): an empty note is refused in the dialog,
 * the note then shows on the flag, marked Dismissed. axe on the tab and the
 * dialog.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DISMISSAL_NOTE_REQUIRED } from '#domain/collusion';
import { signInAdmin, signUpCompleteMember, vouchBody } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';
import { callOk } from '#test-support/apiClient';
import { waitFor } from '#test-support/waitFor';
import { useBrowser } from './support/browser';
import { visitAdminDashboard } from './support/session';
import { shown } from './support/ui';

const browser = useBrowser();

beforeAll(() => {
  useStackEnv();
});

describe('admin collusion signals', () => {
  it('the admin sees a reciprocal trade with the two vouches it rests on, and a look-alike name', async () => {
    const stamp = Date.now().toString(36);
    const [quinn, rowan] = await Promise.all([signUpCompleteMember(`Quinn Trade${stamp}`), signUpCompleteMember(`Rowan Trade${stamp}`)]);
    await callOk('createVouch', { token: quinn.token, body: vouchBody(rowan.userId) });
    await callOk('createVouch', { token: rowan.token, body: vouchBody(quinn.userId) });

    // The stream reader flags the trade within moments of the second vouch: wait until the server holds the flag.
    const adminApi = await signInAdmin();
    const flagged = async () =>
      (await callOk('listCollusionFlags', { token: adminApi.token })).flags.some((f) => f.members.some((m) => m.id === quinn.userId));
    await waitFor('the reciprocal trade flagged', async () => ((await flagged()) ? true : undefined));

    // Each word wholly Cyrillic (Ѕаѕһа Роре), so the rename is accepted; the stamp is a word of its own.
    const [sasha, poser] = await Promise.all([signUpCompleteMember(`Sasha Pope ${stamp}`), signUpCompleteMember(`Other Person ${stamp}`)]);
    await callOk('updateMe', {
      token: poser.token,
      body: { full_name: `\u0405\u0430\u0455\u04bb\u0430 \u0420\u043e\u0440\u0435 ${stamp}`, username: poser.username },
    });
    await waitFor('the look-alike name flagged', async () =>
      (await callOk('listCollusionFlags', { token: adminApi.token })).flags.some(
        (f) => f.kind === 'lookalike_name' && f.members.some((m) => m.id === poser.userId),
      )
        ? true
        : undefined,
    );

    const admin = await visitAdminDashboard(browser());
    await admin.page.getByRole('tab', { name: 'Collusion Signals' }).click();
    const card = admin.page.getByTestId('collusion-flag').filter({ hasText: `Quinn Trade${stamp}` });
    await shown(card, 'the flag of the trade');
    await shown(card.getByRole('heading', { name: 'Reciprocal trade' }), 'the kind of flag');
    await shown(card.getByText(`Quinn Trade${stamp} vouched for Rowan Trade${stamp}`, { exact: false }), 'one vouch of the evidence');
    await shown(card.getByText(`Rowan Trade${stamp} vouched for Quinn Trade${stamp}`, { exact: false }), 'the other');
    await shown(card.getByRole('link', { name: `Rowan Trade${stamp}` }), 'a link to the member');
    const lookalike = admin.page.getByTestId('collusion-flag').filter({ hasText: `@${poser.username}` });
    await shown(lookalike.getByRole('heading', { name: 'Look-alike name' }), 'the look-alike name flag');
    await shown(lookalike.getByRole('link', { name: `Sasha Pope ${stamp}` }), 'the member it reads like');
    await shown(lookalike.getByText(`@${sasha.username}`), 'that member\u2019s username');
    await admin.checkA11y('admin dashboard, Collusion Signals');
    await admin.shot('admin-collusion-signals');

    // Dismissed with a note: the dialog asks why, and refuses an empty answer.
    await card.getByRole('button', { name: 'Dismiss' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Dismiss Reciprocal trade' });
    await shown(dialog, 'the dismissal dialog');
    await admin.checkA11y('dismiss flag dialog');
    await dialog.getByRole('button', { name: 'Dismiss Flag' }).click();
    await shown(dialog.getByText(DISMISSAL_NOTE_REQUIRED), 'the empty note refused');
    await dialog.getByRole('textbox', { name: /Why is this not collusion/ }).fill('Siblings: they vouch for each other honestly.');
    await dialog.getByRole('button', { name: 'Dismiss Flag' }).click();
    await shown(admin.page.getByText('Flag Dismissed', { exact: true }), 'the confirmation');
    await expect.poll(() => dialog.count()).toBe(0);
    await shown(card.getByText('Dismissed', { exact: true }), 'the flag marked dismissed');
    await shown(card.getByTestId('flag-dismissal').getByText('Siblings: they vouch for each other honestly.'), 'the note kept on the flag');
    expect(await card.getByRole('button', { name: 'Dismiss' }).count()).toBe(0);
    await admin.checkA11y('a dismissed flag');
    await admin.shot('admin-collusion-dismissed');
    await admin.close();
  });
});
