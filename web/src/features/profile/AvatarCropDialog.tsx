/**
 * The avatar's square crop dialog (spec: zoom 1 to 3 in steps of 0.1, output
 * 400×400 JPEG quality 0.9). Loaded only when a file is picked, so
 * react-easy-crop stays out of every page's first load.
 */
import { useCallback, useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Box, Button, Field, HStack, Text } from '@chakra-ui/react';
import { AVATAR_MESSAGES, AVATAR_ZOOM } from '#domain/avatar';
import { toaster } from '../../shared/toaster';
import { api } from '../../lib/api';
import { ApiHooks } from '../../lib/query/apiHooks';
import { DialogFrame } from '../../ui/DialogFrame';
import { cropAvatar, uploadAvatarFile } from './cropAvatar';

export default function AvatarCropDialog({ src, onClose }: { src: string; onClose: () => void }) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(AVATAR_ZOOM.min);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const saveAvatar = ApiHooks.useSaveAvatar();
  const zoomId = useId();
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  async function save() {
    if (!area) return;
    setSaving(true);
    try {
      const jpeg = await cropAvatar(src, area);
      const key = await uploadAvatarFile(await api.createAvatarUpload({ size: jpeg.size }), jpeg);
      await saveAvatar.mutateAsync({ key });
      toaster.create({ type: 'success', title: AVATAR_MESSAGES.updated });
      onClose();
    } catch {
      toaster.create({ type: 'error', title: AVATAR_MESSAGES.failed });
    } finally {
      setSaving(false);
    }
  }

  return (
    <DialogFrame
      open
      onClose={saving ? undefined : onClose}
      title="Crop your avatar"
      closeLabel="Close"
      testId="avatar-crop-dialog"
      placement="center"
      size="md"
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button colorPalette="brand" onClick={() => void save()} loading={saving} disabled={!area}>
            Save Avatar
          </Button>
        </HStack>
      }
    >
      <Box position="relative" width="100%" height="72" bg="gray.900" borderRadius="md" overflow="hidden">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={AVATAR_ZOOM.min}
          maxZoom={AVATAR_ZOOM.max}
          aspect={1}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onCropComplete}
          mediaProps={{ alt: 'The picked image' }}
          cropperProps={{ role: 'group', 'aria-label': 'Crop area: drag to move, use the arrow keys to nudge' }}
        />
      </Box>
      <Field.Root mt="4">
        <Field.Label htmlFor={zoomId}>Zoom</Field.Label>
        <HStack width="100%" gap="3">
          <input
            id={zoomId}
            type="range"
            min={AVATAR_ZOOM.min}
            max={AVATAR_ZOOM.max}
            step={AVATAR_ZOOM.step}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            style={{ flex: 1 }}
          />
          <Text minW="10" textAlign="end" aria-hidden="true">
            {zoom.toFixed(1)}×
          </Text>
        </HStack>
      </Field.Root>
    </DialogFrame>
  );
}
