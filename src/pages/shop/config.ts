/** What the shop server fills into every page (`<meta name="shop-config">`): the service's URL and the product links. */
export interface ShopConfig {
  serviceUrl: string;
  links: Record<string, string>;
}

export function readShopConfig(document: Document): ShopConfig {
  const content = document.querySelector<HTMLMetaElement>('meta[name="shop-config"]')?.content;
  if (!content)
    throw new Error('this page must be served by the shop server (src/sandbox/http/shop-server.ts)');
  return JSON.parse(content) as ShopConfig;
}
