/** What other features may use of the waiting list. */
export { WaitingListDialog } from './WaitingListDialog';
