/** What other features and the app shell may use of sharing. */
export { ShareInviteDialog, profileShareUrl, DEFAULT_SHARE_DESCRIPTION, DEFAULT_SHARE_TITLE } from './ShareInviteDialog';
