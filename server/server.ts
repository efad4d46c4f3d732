import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { GRAPHQL_PATH, SIGN_IN_TAB_PAGE } from '../common/appLinks';
import { confirmEmail } from '../domain/accounts/accounts';
import type { Services } from '../domain/services';
import type { AppServices } from './services';
import { createGraphqlHandler } from './graphql';
import { BRANDING_LOGO_ROUTE, BRANDING_LOGO_UPLOAD_PATH, serveLogo, uploadLogo } from '../http/brandingRoute';
import { BULK_EXPORT_ROUTE, serveBulkExport } from '../http/bulkExportRoute';
import { PROTOCOL_EXPORT_ROUTE, serveProtocolExport } from '../http/protocolExportRoute';
import { RECORDING_ROUTE, serveRecording } from '../http/recordingRoute';
import { UPLOAD_PATH } from '../domain/uploads/uploadedFiles';
import { createOrigins } from '../http/origins';
import { setSecurityHeaders } from '../http/securityHeaders';
import { attachGraphqlWebSocket } from './websocket';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_BUILD_DIR = path.join(REPO_ROOT, 'dist', 'web');

/** How the web app is served: the production build, Vite with hot reload, or not at all (API only). */
export type WebMode = 'static' | 'vite' | 'none';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface HttpServer {
  server: Server;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

async function webMiddleware(mode: WebMode, server: Server): Promise<{ handle: Middleware; close(): Promise<void> }> {
  if (mode === 'static') {
    const assets = sirv(WEB_BUILD_DIR, {
      single: true,
      gzip: true,
      brotli: true,
      etag: true,
      setHeaders: (res, pathname) => {
        // Hashed file names never change content; index.html must always be revalidated.
        res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    return { handle: assets, close: async () => {} };
  }
  if (mode === 'vite') {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({
      configFile: path.join(REPO_ROOT, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
    });
    return { handle: vite.middlewares, close: () => vite.close() };
  }
  return {
    handle: (_req, res) => {
      res.statusCode = 404;
      res.end('Not found');
    },
    close: async () => {},
  };
}

/** The largest GraphQL request body (a query with its variables); protocol texts fit many times over. */
export const GRAPHQL_BODY_LIMIT = 1024 * 1024;

/** 500 without anything of the error: the error with its stack goes to the log only. */
function failRequest(services: Services, res: ServerResponse, what: string, error: unknown) {
  services.logger.error(what, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Interner Fehler');
}

/** A GraphQL POST must say how long it is, and be short enough: Yoga would read any body whole. */
function graphqlBodyRefusal(req: IncomingMessage): { status: number; message: string } | null {
  if (req.method !== 'POST') return null;
  const length = req.headers['content-length'];
  if (length === undefined) return { status: 411, message: 'Content-Length erforderlich' };
  if (Number(length) > GRAPHQL_BODY_LIMIT) return { status: 413, message: 'Anfrage zu groß' };
  return null;
}

export async function createHttpServer(services: AppServices, web: WebMode): Promise<HttpServer> {
  const origins = createOrigins(services.config);
  const yoga = createGraphqlHandler(services, origins);
  // Node closes idle keep-alive sockets after 5 s, which races clients and proxies that reuse a
  // socket at that moment (ECONNRESET on a healthy request). Outlast the usual 60 s of proxies.
  const server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 });
  const webApp = await webMiddleware(web, server);
  const headerOptions = { production: web !== 'vite', https: services.config.publicUrl.startsWith('https:') };

  // No request, however malformed, may throw out of this listener: one uncaught exception would
  // end the process for every user. Each route also catches its own asynchronous failures.
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res, headerOptions);
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname === GRAPHQL_PATH) {
      const refusal = graphqlBodyRefusal(req);
      if (refusal) {
        res.statusCode = refusal.status;
        res.setHeader('Connection', 'close');
        res.end(refusal.message);
        return;
      }
      Promise.resolve(yoga(req, res)).catch((error: unknown) => failRequest(services, res, 'graphql request failed', error));
      return;
    }
    if (pathname === UPLOAD_PATH || pathname.startsWith(`${UPLOAD_PATH}/`)) {
      services.uploads.handle(req, res);
      return;
    }
    const recording = RECORDING_ROUTE.exec(pathname);
    if (recording && (req.method === 'GET' || req.method === 'HEAD')) {
      serveRecording(services, req, res, recording[1]!).catch((error: unknown) => failRequest(services, res, 'recording request failed', error));
      return;
    }
    const protocolExport = PROTOCOL_EXPORT_ROUTE.exec(pathname);
    if (protocolExport && req.method === 'GET') {
      serveProtocolExport(services, req, res, protocolExport[1]!).catch((error: unknown) => failRequest(services, res, 'protocol export failed', error));
      return;
    }
    const bulkExport = BULK_EXPORT_ROUTE.exec(pathname);
    if (bulkExport && (req.method === 'GET' || req.method === 'HEAD')) {
      serveBulkExport(services, req, res, bulkExport[1]!).catch((error: unknown) => failRequest(services, res, 'bulk export download failed', error));
      return;
    }
    if (pathname === BRANDING_LOGO_UPLOAD_PATH && req.method === 'POST') {
      uploadLogo(services, origins, req, res).catch((error: unknown) => failRequest(services, res, 'logo upload failed', error));
      return;
    }
    const logo = BRANDING_LOGO_ROUTE.exec(pathname);
    if (logo && (req.method === 'GET' || req.method === 'HEAD')) {
      serveLogo(services, req, res, logo[1]!).catch((error: unknown) => failRequest(services, res, 'logo request failed', error));
      return;
    }
    if (pathname === '/auth/confirm' && req.method === 'GET') {
      // The mailed link confirms and then lands on the site root (spec part 1 §4); a used or
      // expired link lands on the sign-in form, where a new one can be requested.
      const token = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('token') ?? '';
      confirmEmail(services, token).then(
        (confirmed) => redirect(res, confirmed ? '/' : SIGN_IN_TAB_PAGE),
        (error: unknown) => {
          services.logger.error('e-mail confirmation failed', { error: String(error) });
          redirect(res, SIGN_IN_TAB_PAGE);
        },
      );
      return;
    }
    if (pathname === '/healthz') {
      services.db.$queryRaw`SELECT 1`.then(
        () => sendJson(res, 200, { status: 'ok' }),
        () => sendJson(res, 503, { status: 'database unavailable' }),
      );
      return;
    }
    webApp.handle(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  };
  server.on('request', (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      failRequest(services, res, 'request failed', error);
    }
  });
  const sockets = attachGraphqlWebSocket(server, yoga, origins, services.logger);

  return {
    server,
    listen: (port, host = '0.0.0.0') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    async close() {
      await sockets.close();
      await webApp.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function redirect(res: ServerResponse, location: string) {
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}
