/**
 * The accessibility gate checks itself: a visit that opens a page or a
 * dialog without running visit.checkA11y() fails on close, and a violation
 * fails with its rule, impact and selector.
 */
import { describe, expect, it } from 'vitest';
import { newVisit, useBrowser } from './support/browser';
import { shown } from './support/ui';

const browser = useBrowser();

describe('accessibility gate', () => {
  it('fails a visit that never checked a page it landed on', async () => {
    const visit = await newVisit(browser());
    await visit.page.goto('/about');
    await shown(visit.page.getByRole('heading', { level: 1 }));
    await expect(visit.close()).rejects.toThrow('the test never ran visit.checkA11y() on: page /about');
  });

  it('fails a visit that never checked a dialog it opened, even after checking the page', async () => {
    const visit = await newVisit(browser());
    await visit.page.goto('/');
    await shown(visit.page.getByRole('button', { name: 'Get Started' }).first());
    await visit.checkA11y('landing page');
    await visit.page
      .getByRole('button', { name: /^Log ?in$/i })
      .first()
      .click();
    await shown(visit.page.getByRole('dialog', { name: 'Welcome Back' }));
    await expect(visit.close()).rejects.toThrow('dialog "Welcome Back"');
  });

  it('reports a violation with its rule, impact and where', async () => {
    const visit = await newVisit(browser());
    await visit.page.goto('/about');
    await shown(visit.page.getByRole('heading', { level: 1 }));
    // An image without a text alternative, added by the test: axe's image-alt rule.
    await visit.page.evaluate(() => {
      const img = document.createElement('img');
      img.id = 'unlabelled-image';
      img.src = '/favicon.svg';
      (document.querySelector('main') ?? document.body).append(img);
    });
    await expect(visit.checkA11y('about page with a bad image')).rejects.toThrow(/image-alt \(critical\)[\s\S]*#unlabelled-image/);
    await visit.close();
  });
});
