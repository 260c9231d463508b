/**
 * A vouch's message is stored as sanitised HTML. Lists show its text only:
 * parsed by the browser (DOMParser runs no script and loads nothing) and
 * read back as text, so no stored markup reaches the page as markup.
 */
export function messageText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]{0,2000}>/g, ' ');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const block of doc.body.querySelectorAll('p, li, br')) block.append(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
