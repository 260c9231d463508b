/** Account deletion: the profile edit page's Danger Zone card (the pages are routes of their own). */
export { DangerZoneCard } from './DangerZoneCard';
