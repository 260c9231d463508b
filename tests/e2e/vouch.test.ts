/**
 * Issue 2, flow 6: member A vouches for member B through the form; B's
 * score, categories and tier on /my-profile follow the spec's points.
 */
import { describe, expect, it } from 'vitest';
import { scoreVouch } from '#domain';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD } from '#test-support/stack';
import { callOk } from '#test-support/apiClient';
import { newVisit, useBrowser } from './support/browser';
import { logInThroughUi } from './support/flows';
import { at, dialogNamed, shown, toastWith } from './support/ui';

const browser = useBrowser();
const CHOSEN = ['Integrity', 'Reliability', 'Empathy', 'Visionary'];

describe('vouching', () => {
  it('A vouches for B, and B sees the new score and tier', async () => {
    const [voucher, vouchee] = await Promise.all([signUpCompleteMember('Vera Voucher'), signUpCompleteMember('Ben Vouchee')]);
    const visit = await newVisit(browser());
    const { page } = visit;

    await logInThroughUi(page, voucher.email, TEST_PASSWORD);
    await at(page, '/home');
    await shown(page.getByText("Choose what you'd like to do today."), 'the home page');
    await visit.checkA11y('home page');
    await page.goto(`/vouched?user=${vouchee.username}`);
    const card = page.getByRole('article', { name: 'Member Ben Vouchee' });
    await shown(card, "B's member card");
    await visit.checkA11y('vouch now page');
    await card.getByRole('button', { name: 'Vouch Now' }).click();

    const form = page.getByRole('dialog').filter({ has: page.getByText('What year did you first meet?') });
    await shown(form, 'the vouch form');
    await visit.checkA11y('vouch form');
    // Submitting empty shows the server-side rules' messages inline and sends nothing.
    await form.getByRole('button', { name: 'Submit Vouch' }).click();
    await shown(form.getByText('Please select at least 3 attributes').first(), 'the attributes hint');
    await visit.checkA11y('vouch form with errors');

    await form.getByLabel('What year did you first meet?').selectOption('2016');
    await form.getByLabel('How often do you interact?').selectOption('Weekly');
    await form.getByLabel('How do you know them?').selectOption('work');
    await form.getByLabel('Relationship context').selectOption('collaborator_or_teammate');
    await form.getByText('Strong understanding').click();
    for (const attribute of CHOSEN) await form.getByText(attribute, { exact: true }).click();
    await form.getByLabel('Your message').fill('Ben kept every promise he made to our team, even the small ones.');
    const expected = scoreVouch(CHOSEN).total;
    await shown(form.getByText(`Total: ${expected} pts`), 'the live total');
    await visit.checkA11y('vouch form filled in');
    await visit.shot('vouch-form-filled');
    await form.getByRole('button', { name: 'Submit Vouch' }).click();

    await shown(dialogNamed(page, 'Vouch Submitted!'), 'the success dialog');
    await shown(page.getByText(`Your vouch added ${expected} pts to Ben Vouchee's Vouch Score.`));
    await visit.checkA11y('vouch success dialog');
    await page.getByRole('button', { name: 'Close' }).last().click();
    await visit.shot('vouch-submitted');

    // B signs in and sees the score.
    const mine = await newVisit(browser());
    await logInThroughUi(mine.page, vouchee.email, TEST_PASSWORD);
    await at(mine.page, '/home');
    await shown(mine.page.getByText("Choose what you'd like to do today."), 'the home page');
    await mine.checkA11y('home page');
    await mine.page.goto('/my-profile');
    await shown(mine.page.getByText(`${expected} pts`).first(), 'the total score');
    await shown(mine.page.getByText('Trusted By Some').first(), 'the tier');
    await mine.checkA11y('my profile page');
    await mine.shot('vouch-vouchee-profile');

    const me = { body: await callOk('getMe', { token: vouchee.token }) };
    expect(expected).toBe(32); // 10 + 10 (core), 10 (interpersonal), 2 (leadership bonus)
    expect(me.body.score).toMatchObject({ total_score: 32, total_vouches: 1, core_character_score: 20, interpersonal_skills_score: 10, leadership_qualities_score: 2 });
    expect(me.body.score.tier).toBe('Trusted By Some');

    // Vouching twice for the same member is refused and changes nothing.
    await page.goto(`/vouched?user=${vouchee.username}`);
    await shown(page.getByRole('article', { name: 'Member Ben Vouchee' }).getByRole('button', { name: 'Update Vouch' }), 'Update Vouch instead of Vouch Now');
    expect(await page.getByRole('article', { name: 'Member Ben Vouchee' }).getByRole('button', { name: 'Vouch Now' }).count()).toBe(0);
    expect(await toastWith(page, 'Error').count()).toBe(0);
    await mine.close();
    await visit.close();
  });
});
