/**
 * Focus and file feedback a keyboard user meets (issue 22 §13): after the
 * invite code is verified, focus lands on the line that says so (not the
 * page body); after the account form is sent, on 'Check Your Email'; after
 * the e-mail's code, in the terms modal that follows (the phone code:
 * verification.test.ts); closing a dialog hands focus back to the control
 * that opened it (here, and in directory and notifications); an avatar
 * file that is not an image is refused with a message instead of a crop
 * dialog around a broken picture.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD, newInviteCode, uniqueEmail, useStackEnv } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { confirmationLinkFor, fillSignUpForm } from './support/flows';
import { dialogNamed, focusedName, gone, shown, toastWith } from './support/ui';

const browser = useBrowser();
beforeAll(() => useStackEnv());

/** A 2×2 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMAAAA0AAQF/9p1pAAAAAElFTkSuQmCC', 'base64');

describe('focus', () => {
  it('after each code is verified focus goes on: the verified line, Get Started on Esc, Check Your Email, the terms', async () => {
    const code = await newInviteCode();
    const visit = await newVisit(browser());
    const { page } = visit;
    await page.goto('/');
    const getStarted = page.getByRole('button', { name: 'Get Started' }).first();
    await shown(getStarted, 'the landing page');
    await visit.checkA11y('landing page');
    await getStarted.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
    await shown(dialog.getByLabel('Invite Code'), 'the invite step');
    await visit.checkA11y('sign-up dialog, invite step');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await shown(toastWith(page, 'Invite Code Verified!'), 'the verified toast');
    await expect.poll(() => focusedName(page)).toBe('invite-verified');
    await visit.checkA11y('sign-up dialog after the code is verified');
    // The next Tab goes on to the choices after it, not back to the page behind the dialog.
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Use a different code');

    await page.keyboard.press('Escape');
    await gone(dialog, 'the sign-up dialog');
    await expect.poll(() => focusedName(page)).toBe('Get Started');

    // Back in (the verified code is remembered), the account form sent: its button is gone, focus is on what replaced it.
    await page.keyboard.press('Enter');
    const email = uniqueEmail('focus');
    await shown(dialog.getByLabel('Full Name'), 'the sign-up form');
    await fillSignUpForm(page, { name: 'Cody Focus', email, password: TEST_PASSWORD });
    await shown(dialog.getByRole('heading', { name: 'Check Your Email' }), 'the check-your-email view');
    await expect.poll(() => focusedName(page)).toBe('Check Your Email');
    await visit.checkA11y('sign-up dialog, check your email');

    // The e-mail's code typed in: signed in, the dialog gone, focus is in the terms modal that follows, not on the page body.
    const mailCode = new URL(await confirmationLinkFor(email)).searchParams.get('code') ?? '';
    await dialog.getByLabel('Or enter the confirmation code from the email').fill(mailCode);
    await dialog.getByRole('button', { name: 'Confirm Email' }).click();
    const terms = dialogNamed(page, 'Terms and Conditions Agreement');
    await shown(terms, 'the terms modal');
    await gone(dialog, 'the sign-up dialog');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"],[role="dialog"]'))).toBe(true);
    await visit.checkA11y('terms modal after the e-mail code');
    await visit.close();
  });

  it('a dialog closed with Esc hands focus back to its button; a non-image avatar is refused with a message', async () => {
    const member = await signUpCompleteMember('Fay Focus');
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;
    await page.goto('/profile/edit');
    await shown(page.getByRole('heading', { name: 'Edit Profile' }), 'the edit page');
    await visit.checkA11y('profile edit');
    const upload = page.getByRole('button', { name: 'Upload Avatar' });

    // A text file, and a text file that claims to be a PNG: neither opens the crop dialog.
    for (const file of [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture either') },
    ]) {
      await page.getByTestId('avatar-file').setInputFiles(file);
      await shown(
        toastWith(page, 'The file you chose is not an image. Please choose a picture, such as a JPEG or PNG.'),
        `the message for ${file.name}`,
      );
      await visit.checkA11y(`profile edit, ${file.name} refused`);
      expect(await dialogNamed(page, 'Crop your avatar').count()).toBe(0);
      // Closed if still there (the checks may outlast it), and gone before the next file's toast is awaited.
      const toast = toastWith(page, 'Not an image');
      const close = toast.locator('[data-part="close-trigger"]');
      if (await close.isVisible()) await close.click().catch(() => undefined);
      await gone(toast, 'the message');
    }
    await visit.shot('avatar-not-an-image');

    // A picture opens the crop dialog from the button; Esc closes it (the dialog unmounts) and focus is on the button again.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), upload.click()]);
    expect(await focusedName(page)).toBe('Upload Avatar');
    await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const crop = dialogNamed(page, 'Crop your avatar');
    await shown(crop, 'the crop dialog');
    await visit.checkA11y('avatar crop dialog');
    await page.keyboard.press('Escape');
    await gone(crop, 'the crop dialog');
    await expect.poll(() => focusedName(page)).toBe('Upload Avatar');
    await visit.close();
  });
});
