/** The transcript's texts: the spec's own word for word, and the few it leaves open (docs/decisions.md "Character Transcript"). */
export const TRANSCRIPT_TEXT = {
  // The spec's words (vouching-and-reputation §2, §8).
  accessDenied: 'Access denied. You can only view your own transcript.',
  loadFailed: 'Failed to load character transcript',
  viewAll: 'View All Vouch Details',
  print: 'Print or Save as PDF',
  copyLink: 'Copy Public Link',
  share: 'Share to Social',
  premium: 'Premium subscription required',
  // The spec says what these say, not how (docs/decisions.md).
  title: 'Character Transcript',
  footer: 'Only the person who gave a vouch can edit or delete it. This transcript shows vouches as their givers wrote them.',
  noVouches: 'No vouches received yet. Vouches others give you will appear here.',
  loadingMore: 'Loading more vouch details…',
  moreFailed: 'The rest of the vouch details could not be loaded.',
} as const;
