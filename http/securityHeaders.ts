import type { ServerResponse } from 'node:http';

// Development needs inline scripts (Vite's React refresh preamble) and Vite's HMR socket.
const CSP = {
  production: [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  development: [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
};

export function setSecurityHeaders(res: ServerResponse, options: { production: boolean; https: boolean }): void {
  res.setHeader('Content-Security-Policy', options.production ? CSP.production : CSP.development);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  // The microphone is for recording meetings in the app itself.
  res.setHeader('Permissions-Policy', 'camera=(), geolocation=(), payment=(), microphone=(self)');
  if (options.https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
