import { Box } from '@chakra-ui/react';
import { QRCodeCanvas } from 'qrcode.react';
import type { RefObject } from 'react';
import { SHARE_QR } from './qrImage';

/** A shareable QR code on its white tile, drawn on a canvas the caller keeps a ref to for the download. */
export function ShareQrCode({
  canvasRef,
  value,
  label,
  size = SHARE_QR.size,
}: {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  value: string;
  label: string;
  /** The code's width in pixels: 400 on the share page, 256 in dialogs. */
  size?: number;
}) {
  return (
    <Box bg="white" p="2" borderRadius="md" borderWidth="1px" w="fit-content" maxW="full">
      <QRCodeCanvas
        ref={canvasRef}
        value={value}
        {...SHARE_QR}
        size={size}
        role="img"
        aria-label={label}
        style={{ width: '100%', maxWidth: `${size}px`, height: 'auto', display: 'block' }}
      />
    </Box>
  );
}
