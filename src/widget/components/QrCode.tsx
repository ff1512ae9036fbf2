import { QRCodeSVG } from 'qrcode.react';

/**
 * A Solana Pay URL as a QR code: dark modules on white whatever the theme (scanners expect that), with the
 * standard four-module quiet zone, error correction M. The URL is also on the element (`uriAttribute`, by default
 * the transfer request's `data-payment-uri`), so tests and tools can read what is encoded without decoding the
 * image.
 */
export function QrCode({
  uri,
  label,
  testId = 'payment-qr',
  uriAttribute = 'data-payment-uri',
}: {
  uri: string;
  label: string;
  testId?: string;
  uriAttribute?: 'data-payment-uri' | 'data-uri';
}) {
  return (
    <div
      className="cc-qr"
      role="img"
      aria-label={label}
      data-payment-uri={uriAttribute === 'data-payment-uri' ? uri : undefined}
      data-uri={uriAttribute === 'data-uri' ? uri : undefined}
      data-testid={testId}
    >
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
