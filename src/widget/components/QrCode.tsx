import { QRCodeSVG } from 'qrcode.react';

/**
 * The Solana Pay URI as a QR code: dark modules on white whatever the theme (scanners expect that), with the
 * standard four-module quiet zone, error correction M. The URI is also on the element (`data-payment-uri`), so
 * tests and tools can read what is encoded without decoding the image.
 */
export function QrCode({ uri, label }: { uri: string; label: string }) {
  return (
    <div className="cc-qr" role="img" aria-label={label} data-payment-uri={uri} data-testid="payment-qr">
      <QRCodeSVG
        value={uri}
        size={232}
        level="M"
        marginSize={4}
        bgColor="#ffffff"
        fgColor="#000000"
        aria-hidden="true"
      />
    </div>
  );
}
