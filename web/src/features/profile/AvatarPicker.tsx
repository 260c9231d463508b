/**
 * The profile edit page's avatar picker: the current avatar (or the initial)
 * and a button that picks an image file; a picked file opens the square crop
 * dialog, which is loaded only then (react-easy-crop).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { MyProfile } from '#contract/responses';
import { UserAvatar } from '../../ui/UserAvatar';
import { toaster } from '../../shared/toaster';

const AvatarCropDialog = lazy(() => import('./AvatarCropDialog'));

/** The spec has no words for it; said instead of opening the crop dialog on a broken picture. */
export const NOT_AN_IMAGE = {
  title: 'Not an image',
  description: 'The file you chose is not an image. Please choose a picture, such as a JPEG or PNG.',
};

/** Whether the browser can draw the file: its declared type can lie (a text file named .png), decoding cannot. */
function decodesAsImage(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth > 0 && image.naturalHeight > 0);
    image.onerror = () => resolve(false);
    image.src = url;
  });
}

export function AvatarPicker({ profile }: { profile: MyProfile }) {
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<string | null>(null);
  // The picked file's object URL lives while the dialog does.
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked) : undefined), [picked]);

  async function pick(file: File) {
    const url = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
    if (url && (await decodesAsImage(url))) {
      setPicked(url);
      return;
    }
    if (url) URL.revokeObjectURL(url);
    toaster.create({ type: 'error', ...NOT_AN_IMAGE });
  }

  return (
    <HStack gap="4" align="center">
      <UserAvatar name={profile.full_name} email={profile.email} src={profile.avatar_url} size="xl" />
      <Stack gap="1">
        <Button size="sm" variant="outline" colorPalette="brand" onClick={() => input.current?.click()}>
          {profile.avatar_url ? 'Change Avatar' : 'Upload Avatar'}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          Cropped to a square, 400×400.
        </Text>
      </Stack>
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label="Choose an avatar image"
        data-testid="avatar-file"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void pick(file);
        }}
      />
      {picked ? (
        <Suspense fallback={null}>
          <AvatarCropDialog src={picked} onClose={() => setPicked(null)} />
        </Suspense>
      ) : null}
    </HStack>
  );
}
