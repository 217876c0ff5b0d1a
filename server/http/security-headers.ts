import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { PRERENDER_BOOT_HASH } from './visitor-home.js';

const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';
const APPLE_SCRIPT = 'https://appleid.cdn-apple.com';
const APPLE_SIGN_IN = 'https://appleid.apple.com';
const PROVIDER_VIDEOS = 'https://www.youtube-nocookie.com';

/**
 * The page's Content-Security-Policy (docs/decisions/0066-security-headers.md): scripts only from the app and
 * the two sign-in providers, never inline but for the prerendered home's boot script (by its hash); styles may
 * be inline because Mantine injects style tags and style attributes at run time; no page may frame the app.
 */
const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'", PRERENDER_BOOT_HASH, `${GOOGLE_SIGN_IN}client`, APPLE_SCRIPT],
  'style-src': ["'self'", "'unsafe-inline'", `${GOOGLE_SIGN_IN}style`],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", GOOGLE_SIGN_IN],
  'frame-src': [GOOGLE_SIGN_IN, APPLE_SIGN_IN, PROVIDER_VIDEOS],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers on every reply (CSP, nosniff, Referrer-Policy, frame and opener rules); HSTS only when the
 * request came over HTTPS (directly, or per X-Forwarded-Proto when TRUST_PROXY is set), since a browser
 * ignores it over plain HTTP; `Cache-Control: no-store` on API replies, which may carry personal data. No
 * CORS headers are ever sent, so other origins cannot read the API.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // Google's sign-in popup talks back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
