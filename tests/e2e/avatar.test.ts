/**
 * The avatar through the real UI (issue 10 §5): a member picks an image on
 * /profile/edit, crops it square in the dialog (zoom 1 to 3), saves; the
 * JPEG goes straight to the local S3 by presigned POST, the API records it,
 * 'Avatar updated successfully!' shows, and the new avatar (400×400, served
 * at /avatars/… as CloudFront serves it) loads on the page and in the top
 * bar. The page and the crop dialog are checked by axe.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD, useStackEnv } from '#test-support/stack';
import { useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { dialogNamed, gone, shown, toastWith } from './support/ui';

const browser = useBrowser();

beforeAll(() => {
  useStackEnv();
});

/** A width×height RGB PNG in two colours (left half coral, right half teal), so a crop has something to show. */
function pngFixture(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set(x < width / 2 ? [240, 112, 96] : [32, 150, 140], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('avatar', () => {
  it('a member picks an image, crops it square, saves, and sees the new 400×400 avatar', async () => {
    const member = await signUpCompleteMember('Ava Picture');
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;
    await page.goto('/profile/edit');
    await shown(page.getByRole('heading', { name: 'Edit Profile' }), 'the edit page');
    await shown(page.getByRole('button', { name: 'Upload Avatar' }), 'the avatar picker');
    await visit.checkA11y('profile edit with the avatar picker');

    await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngFixture(320, 200) });
    const dialog = dialogNamed(page, 'Crop your avatar');
    await shown(dialog, 'the crop dialog');
    await shown(dialog.getByRole('img', { name: 'The picked image' }), 'the picked image in the cropper');
    const zoom = dialog.getByLabel('Zoom');
    expect(await zoom.getAttribute('min')).toBe('1');
    expect(await zoom.getAttribute('max')).toBe('3');
    expect(await zoom.getAttribute('step')).toBe('0.1');
    await zoom.fill('1.5');
    await shown(dialog.getByText('1.5×'), 'the zoom value');
    await visit.checkA11y('avatar crop dialog');
    await visit.shot('avatar-crop-dialog');

    await dialog.getByRole('button', { name: 'Save Avatar' }).click();
    await shown(toastWith(page, 'Avatar updated successfully!'), 'the success toast');
    await gone(dialog, 'the crop dialog');
    await shown(page.getByRole('button', { name: 'Change Avatar' }), 'the picker, now with an avatar');

    const avatar = page.locator('main img[src^="/avatars/"]').first();
    await shown(avatar, 'the new avatar on the page');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main img[src^="/avatars/"]');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    const size = await avatar.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight, src: img.getAttribute('src') }));
    expect(size).toMatchObject({ w: 400, h: 400 });
    expect(size.src).toMatch(new RegExp(`^/avatars/${member.userId}-[a-z0-9]+\\.jpg$`));
    // Served from the app's own origin as a JPEG.
    const served = await page.request.get(size.src!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    // The top bar's avatar shows it too.
    await shown(page.locator(`header img[src="${size.src}"]`).first(), 'the top bar avatar');
    await visit.checkA11y('profile edit with the new avatar');
    await visit.shot('avatar-saved');

    // My Profile shows it.
    await page.goto('/my-profile');
    await shown(page.locator(`main img[src="${size.src}"]`).first(), 'the avatar on My Profile');
    await visit.checkA11y('my profile with the avatar');
    await visit.close();
  });
});

describe('additional information: location and age', () => {
  it('a member edits the location (cancel restores it) and the birth date (under 13 refused)', async () => {
    const member = await signUpCompleteMember('Lou Location');
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;
    await page.goto('/profile/edit');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Additional Information' }) });
    await shown(card.getByText('LYON, RHONE, FRANCE'), 'the saved location');

    // Cancel restores the saved values.
    await card.getByRole('button', { name: 'Edit location' }).click();
    const location = card.getByRole('form', { name: 'Location' });
    await location.getByLabel('City').fill('Nowhere');
    await location.getByRole('button', { name: 'Cancel' }).click();
    await gone(location, 'the location form');
    await card.getByRole('button', { name: 'Edit location' }).click();
    expect(await location.getByLabel('City').inputValue()).toBe('LYON');

    // The same checks as the onboarding; markup is refused with its message, never rewritten (issue 22 #16).
    await location.getByLabel('City').fill('P');
    await location.getByLabel('State').fill('<b>Ile-de-France</b>');
    await location.getByRole('button', { name: 'Save Location' }).click();
    await shown(location.getByText('City must be at least 2 characters long.'), 'the length message');
    await shown(location.getByText('State cannot contain markup such as <b>: type the place name only.'), 'the markup message');
    await visit.checkA11y('profile edit, location form with an error');
    // Apostrophes and accents are kept; saved in upper case.
    await location.getByLabel('City').fill("L'Haÿ-les-Roses");
    await location.getByLabel('State').fill('Île-de-France');
    await location.getByRole('button', { name: 'Save Location' }).click();
    await gone(location, 'the location form');
    await shown(card.getByText("L'HAŸ-LES-ROSES, ÎLE-DE-FRANCE, FRANCE"), 'the new location');

    // Birth date: under 13 is refused with the spec's words; a valid one is saved and stays verified.
    await card.getByRole('button', { name: 'Edit birth date' }).click();
    const age = card.getByRole('form', { name: 'Birth date' });
    const tooYoung = new Date();
    tooYoung.setUTCFullYear(tooYoung.getUTCFullYear() - 10);
    await age.getByLabel('Date of birth').fill(tooYoung.toISOString().slice(0, 10));
    await age.getByRole('button', { name: 'Save Birth Date' }).click();
    await shown(toastWith(page, 'You must be at least 13 years old to use Vouched.'), 'the age toast');
    await visit.checkA11y('profile edit, birth date form');
    await age.getByLabel('Date of birth').fill('1990-05-01');
    await age.getByRole('button', { name: 'Save Birth Date' }).click();
    await gone(age, 'the birth date form');
    await shown(card.getByText('Verified').last(), 'the age verification badge');
    await visit.shot('additional-information-edited');
    await visit.close();
  });
});
