/** How feedback kinds and statuses read on screen. */
const TYPE_LABELS: Record<string, string> = { bug: 'Bug', idea: 'Idea', confused: 'Confused', great: 'Great' };
const STATUS_LABELS: Record<string, string> = {
  open: 'Open',
  'in-progress': 'In Progress',
  done: 'Done',
  deleted: 'Deleted',
  'backlog low': 'Backlog Low',
  'backlog med': 'Backlog Med',
  'backlog high': 'Backlog High',
  resolved: 'Resolved',
};

export const feedbackTypeLabel = (type: string) => TYPE_LABELS[type] ?? type;
export const feedbackStatusLabel = (status: string) => STATUS_LABELS[status] ?? status;
