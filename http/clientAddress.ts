/**
 * The client's address. Behind `trustedHops` reverse proxies it is the entry that many places from
 * the right of X-Forwarded-For: each trusted proxy appends the address it saw, and anything further
 * left was written by the client and can be forged.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | null, trustedHops: number): string | null {
  if (trustedHops > 0 && forwardedFor) {
    const hops = forwardedFor.split(',').map((entry) => entry.trim()).filter(Boolean);
    const address = hops[hops.length - trustedHops];
    if (address) return address;
  }
  return socketAddress ?? null;
}
