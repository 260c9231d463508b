/**
 * The invite tree (issue 11 §5) through the UI, on the seeded community
 * (the admin invited Maya and Sam; Maya invited Lena, Sam invited Priya):
 * the admin opens Maya in the 'Invite Tree' tab and sees Lena under her,
 * and finds Priya by name with the inviters above her; Lena's own profile
 * says who invited her. axe on each page and state.
 */
import { describe, expect, it } from 'vitest';
import { testStack } from '#test-support/stack';
import { useBrowser } from './support/browser';
import { signedInVisit, visitAdminDashboard } from './support/session';
import { shown } from './support/ui';

const browser = useBrowser();

const seededLogin = (email: string) => {
  const login = testStack().seed?.logins.find((l) => l.email === email);
  if (!login) throw new Error(`the test stack seeded no login for ${email}`);
  return login;
};

describe('the invite tree', () => {
  it('the admin opens a member to see whom they invited, and finds a member with the inviters above them', async () => {
    const admin = await visitAdminDashboard(browser());
    const { page } = admin;
    await page.getByRole('tab', { name: 'Invite Tree' }).click();
    const firstMembers = page.getByRole('list', { name: 'First members' });
    const ada = firstMembers.getByTestId('invite-tree-node').filter({ hasText: '@ada.admin' }).first();
    await shown(ada, 'the admin among the first members');

    await ada.getByRole('button', { name: /^Show the \d+ invited by Ada Admin$/ }).click();
    const invitedByAda = page.getByRole('list', { name: 'Invited by Ada Admin' });
    const maya = invitedByAda.getByTestId('invite-tree-node').filter({ hasText: '@maya.chen' });
    await shown(maya, 'Maya under the admin');
    await maya.getByRole('button', { name: 'Show the 1 invited by Maya Chen' }).click();
    await shown(page.getByRole('list', { name: 'Invited by Maya Chen' }).getByText('Lena Novak'), 'Lena under Maya');
    expect(await maya.getByRole('button', { name: 'Hide the 1 invited by Maya Chen' }).getAttribute('aria-expanded')).toBe('true');
    await admin.checkA11y('admin dashboard, Invite Tree opened');
    await admin.shot('admin-invite-tree-open');

    await page.getByLabel('Find a member').fill('priya');
    const found = page.getByRole('list', { name: 'Members found' }).getByTestId('invite-tree-node').filter({ hasText: 'Priya Raman' });
    await shown(found.getByText('Invited through Ada Admin › Sam Rivera'), 'the inviters above Priya');
    await admin.checkA11y('admin dashboard, Invite Tree search');
    await admin.shot('admin-invite-tree');
    await admin.close();
  });

  it('a member sees who invited them on their profile', async () => {
    const lena = seededLogin('lena@vouched.local');
    const visit = await signedInVisit(browser(), lena.email, lena.password);
    await visit.page.goto('/my-profile');
    const invitedBy = visit.page.getByTestId('invited-by');
    await shown(invitedBy.getByRole('link', { name: 'Maya Chen' }), 'Invited by Maya Chen');
    await visit.checkA11y('my profile with its inviter');
    await visit.close();
  });
});
