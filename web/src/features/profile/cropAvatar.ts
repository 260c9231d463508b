/**
 * Draws the chosen square of an image onto a 400×400 canvas and encodes it
 * as JPEG at quality 0.9 (spec: Avatar crop).
 */
import { AVATAR_JPEG_QUALITY, AVATAR_SIZE } from '#domain/avatar';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the picked file is not an image the browser can read'));
    image.src = src;
  });
}

export async function cropAvatar(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  // A JPEG has no transparency: a transparent PNG's background becomes white rather than black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no JPEG'))), 'image/jpeg', AVATAR_JPEG_QUALITY),
  );
}

/**
 * Sends the cropped JPEG straight to the avatars bucket with the presigned
 * POST form the API gave (the bucket's policy holds it to its key, image/jpeg
 * and 2 MB); answers the key to record. Throws when the bucket refuses.
 */
export async function uploadAvatarFile(form: { url: string; fields: Record<string, string>; key: string }, jpeg: Blob): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  // The file goes last: S3 ignores every field after it.
  body.append('file', jpeg, 'avatar.jpg');
  const response = await fetch(form.url, { method: 'POST', body });
  if (!response.ok) throw new Error(`upload refused: HTTP ${response.status}`);
  return form.key;
}
