// Which web origins may use a signed-in user's cookie: the product's own (PUBLIC_URL) and those an
// operator lists in CORS_ORIGINS. Every other origin, even another port of the same host or a
// sibling subdomain, gets no CORS headers and no WebSocket.
import { originOf } from '../common/origin';
import type { Config } from '../platform/config';

export interface Origins {
  /** True for an Origin header that may read responses with the user's credentials. */
  allows(origin: string | null | undefined): boolean;
  /**
   * A WebSocket upgrade: allowed without an Origin (not a browser), from an allowed origin, or from
   * the host the request was sent to (the same origin, reached under another name than PUBLIC_URL).
   */
  allowsUpgrade(origin: string | undefined, host: string | undefined): boolean;
}


export function createOrigins(config: Pick<Config, 'publicUrl' | 'corsOrigins'>): Origins {
  const allowed = new Set([originOf(config.publicUrl), ...config.corsOrigins].filter((o): o is string => o !== null));
  const allows = (origin: string | null | undefined) => {
    if (!origin) return false;
    const normalised = originOf(origin);
    return normalised !== null && normalised === origin && allowed.has(normalised);
  };
  return {
    allows,
    allowsUpgrade(origin, host) {
      if (origin === undefined) return true;
      if (allows(origin)) return true;
      const normalised = originOf(origin);
      return normalised !== null && host !== undefined && new URL(normalised).host === host.toLowerCase();
    },
  };
}
