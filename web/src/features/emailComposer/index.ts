/** The Share & Invite e-mail composer: what other parts of the app may use. */
export { EmailComposer } from './EmailComposer';
