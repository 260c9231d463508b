/** QR settings of the share page (spec: 400 px, margin 2, black on white). */
export const SHARE_QR = { size: 400, marginSize: 2, fgColor: '#000000', bgColor: '#FFFFFF' } as const;
/** QR codes in the invite and share dialogs (spec: 256 px), otherwise as the share page's. */
export const DIALOG_QR_SIZE = 256;

/** Saves a rendered QR canvas as a PNG file. */
export function downloadCanvas(canvas: HTMLCanvasElement | null, fileName: string): boolean {
  if (!canvas) return false;
  const link = document.createElement('a');
  link.href = canvas.toDataURL('image/png');
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  return true;
}

export { vouchForMeUrl } from '#domain/invites';
