import { formatDate as formatIn } from '../../lib/format';

/** A portfolio date: 'November 27, 2026' in the member's locale. */
export const formatDate = (iso: string) => formatIn(iso, 'long');
