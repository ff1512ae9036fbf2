/**
 * Strings only wallet or Solana transaction code contains: the wallet chunk's own marker, Wallet Standard's app
 * event, and constants of @solana/web3.js that survive minification.
 */
export const WALLET_CODE_MARKERS = [
  'crypto-checkout:wallet-pay-chunk',
  'wallet-standard:app-ready',
  'SysvarRent111111111111111111111111111111111',
  'failed to get recent blockhash',
] as const;

export function containsWalletCode(source: string): boolean {
  return WALLET_CODE_MARKERS.some((marker) => source.includes(marker));
}

/**
 * The built files that are wallet or web3 code, by content and by the build manifest's entry for the wallet
 * chunk (src/wallet/wallet-pay.ts). Paths as the page requests them ("/assets/wallet-pay-….js").
 */
export async function walletCodeInBuild(
  distDir: string,
): Promise<{ files: Set<string>; walletChunk: string }> {
  const { readFile, readdir } = await import('node:fs/promises');
  const path = await import('node:path');
  const files = new Set<string>();
  for (const name of await readdir(path.join(distDir, 'assets'))) {
    if (!name.endsWith('.js')) continue;
    if (containsWalletCode(await readFile(path.join(distDir, 'assets', name), 'utf8')))
      files.add(`/assets/${name}`);
  }
  let walletChunk = [...files].find((file) => /\/wallet-pay-[\w-]+\.js$/.test(file));
  try {
    const manifest = JSON.parse(
      await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const entry = manifest['src/wallet/wallet-pay.ts'];
    if (entry) {
      walletChunk = `/${entry.file}`;
      files.add(walletChunk);
    }
  } catch {
    // No manifest in this build: the content markers above found the chunk.
  }
  if (!walletChunk) throw new Error(`no wallet chunk in ${distDir}: was it built?`);
  return { files, walletChunk };
}
