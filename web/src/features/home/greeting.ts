/** Home greeting name: full name, else username, else 'User' (spec vouching §2 Home). */
export function greetingName(profile: { full_name?: string | null; username?: string | null } | null): string {
  return profile?.full_name?.trim() || profile?.username?.trim() || 'User';
}
