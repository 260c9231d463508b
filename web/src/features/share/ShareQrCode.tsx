import { Box } from '@chakra-ui/react';
import { QRCodeCanvas } from 'qrcode.react';
import type { RefObject } from 'react';
import { SHARE_QR } from './qrImage';

/** A shareable QR code on its white tile, drawn on a canvas the caller keeps a ref to for the download. */
export function ShareQrCode({ canvasRef, value, label }: { canvasRef: RefObject<HTMLCanvasElement | null>; value: string; label: string }) {
  return (
    <Box bg="white" p="2" borderRadius="md" borderWidth="1px" w="full" maxW="420px">
      <QRCodeCanvas ref={canvasRef} value={value} {...SHARE_QR} role="img" aria-label={label} style={{ width: '100%', height: 'auto', display: 'block' }} />
    </Box>
  );
}
