/** The member directory's parts that Vouch Now shares. */
export { DirectoryCard, memberName, type DirectoryEntry } from './DirectoryCard';
export { LimitedViewBadge, LIMITED_VIEW_TOOLTIP } from './LimitedViewBadge';
export {
  MemberList,
  countLine,
  ACCESS_LIMITED_TEXT,
  ACCESS_LIMITED_TITLE,
  CONNECTION_PROBLEM,
  CONNECTION_PROBLEM_TEXT,
  NO_MEMBERS_HEADING,
} from './MemberList';
export { MemberProfileDialog } from './MemberProfileDialog';
export { MemberListControls, SEARCH_PLACEHOLDER, type ListChoice } from './MemberListControls';
export { selfEntry } from './selfEntry';
export type { DirectoryInput } from './useDirectoryList';
export { EmptyState } from './EmptyState';
export { BrowseProfileGate } from './BrowseProfileGate';
export { VouchPartyCard, VouchPartyCardSkeleton, type VouchDirection } from './VouchPartyCard';
