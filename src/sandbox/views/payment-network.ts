import type { SolanaCluster } from '../../api/solana-cluster.js';
import type { StablecoinCode } from '../../api/solana-mints.js';
import type { ServiceContext } from '../context.js';

/**
 * What the views need to know of the network payments are on: the cluster the service tells the checkout
 * (`network`), and the mints its payment URIs ask for, which are the chain's own, so that a QR code asks for
 * exactly the token the service detects.
 */
export interface PaymentNetwork {
  cluster: SolanaCluster;
  mints: Readonly<Partial<Record<StablecoinCode, string>>>;
}

export function paymentNetworkOf(context: Pick<ServiceContext, 'config' | 'chain'>): PaymentNetwork {
  return { cluster: context.config.solanaCluster, mints: context.chain.mints };
}
