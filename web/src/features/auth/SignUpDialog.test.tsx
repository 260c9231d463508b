// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import { SignUpDialog } from './SignUpDialog';

afterEach(resetApp);

const noop = () => undefined;

// Spec: the invite verification modal opened when invite_required is set is titled 'Welcome to the product' (issue 22 #15).
describe('the sign-up dialog title', () => {
  it("is 'Welcome to Vouched' at the invite step when a page required an invite", async () => {
    stubApi({});
    renderWithApp(<SignUpDialog inviteRequired onClose={noop} onSignIn={noop} onWaitingList={noop} />, { profile: makeProfile() });
    expect(await screen.findByRole('dialog', { name: 'Welcome to Vouched' })).toBeTruthy();
  });

  it("stays 'Create Your Account' when the visitor chose to sign up", async () => {
    stubApi({});
    renderWithApp(<SignUpDialog onClose={noop} onSignIn={noop} onWaitingList={noop} />, { profile: makeProfile() });
    expect(await screen.findByRole('dialog', { name: 'Create Your Account' })).toBeTruthy();
  });
});
