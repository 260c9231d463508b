import { Avatar } from '@chakra-ui/react';

/** First letter of the name, else of the e-mail, else 'U' (spec). */
export function avatarInitial(name: string | null | undefined, email: string | null | undefined): string {
  const source = name?.trim() || email?.trim() || '';
  return (source[0] ?? 'U').toUpperCase();
}

export function UserAvatar({
  name,
  email,
  src,
  size = 'sm',
}: {
  name: string | null | undefined;
  email: string | null | undefined;
  src?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}) {
  return (
    <Avatar.Root size={size} bg="coral.solid" color="coral.contrast" aria-hidden="true">
      {src ? <Avatar.Image src={src} alt="" /> : null}
      <Avatar.Fallback fontWeight="semibold">{avatarInitial(name, email)}</Avatar.Fallback>
    </Avatar.Root>
  );
}
