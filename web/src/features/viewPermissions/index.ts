/** View permissions: who may see the member's full profile (profile edit page). */
export { ViewPermissionsCard } from './ViewPermissionsCard';
