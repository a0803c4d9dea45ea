/**
 * The security headers of every answer, defined once: CloudFront's response-headers policies send them in AWS
 * (infra/lib/web-stack.ts) and the local HTTP adapter sends the same locally (functions/src/local/static-site.ts),
 * so a page that works under the local policy works under CloudFront's (issue 20 item 7).
 */

/** No camera, microphone or location, for the app or anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/** HSTS in AWS only (the local product is plain http): two years, subdomains included. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/**
 * Which sites may frame an answer: nobody, except the public Thetix collection and card pages, which are made to be
 * embedded in other sites' iframes (spec part 3 §2, embeds).
 */
export type FrameAncestors = "'none'" | '*';

/** The paths whose pages other sites may frame; every other page and every API answer refuses. */
export const EMBEDDABLE_PAGE_PATTERNS = ['/public/thetix/*', '/public/thetix-card/*'] as const;

/** EMBEDDABLE_PAGE_PATTERNS as CloudFront matches them (`*` matches anything, nothing included), for the local server. */
export const isEmbeddablePage = (pathname: string): boolean =>
  EMBEDDABLE_PAGE_PATTERNS.some((pattern) => pathname.startsWith(pattern.slice(0, -1)));

export interface ContentSecurityPolicyOptions {
  /** Origins the SPA calls besides its own (and so the API, which is on it): Cognito, a Ghost blog. */
  readonly connectSources: readonly string[];
  /** Origins a form may post to besides its own: Cognito's hosted UI. */
  readonly formActions?: readonly string[];
  readonly frameAncestors: FrameAncestors;
}

/**
 * The SPA's Content-Security-Policy. Scripts only from its own origin (the Vite build has no inline script; the
 * brokerage portals open in a login window of their own, whose page sets its own policy, so nothing of theirs
 * runs here); styles from its own origin and inline, because Chakra's emotion injects <style> elements at run
 * time (no script can be injected through that); images from anywhere over https (blog covers, brokerage logos);
 * no plugins; no <base> to another origin.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const list = (sources: readonly string[] | undefined) => (sources?.length ? ` ${sources.join(' ')}` : '');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${list(options.connectSources)}`,
    `form-action 'self'${list(options.formActions)}`,
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${options.frameAncestors}`,
  ].join('; ');
}

/** The policy of answers that are not pages (API JSON, /config.json, errors): load nothing, be framed by nobody. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
