import * as z from 'zod';

/**
 * `/config.json`, fetched by the SPA before it renders: the same build runs against any stage. In AWS the web
 * stack writes it next to index.html; locally the HTTP adapter serves it from the running stand-ins.
 */
export const runtimeConfigSchema = z.object({
  stage: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set locally: cognito-local's address, passed to Amplify as the user pool endpoint. */
  userPoolEndpoint: z.string().optional(),
  /** `simulated` whenever prices come from the market simulator: the UI must say so. */
  marketData: z.enum(['simulated', 'live']),
  /**
   * Who answers market data: `simulator`, a vendor (`massive`), or its offline stand-in (`massive-stand-in`). The
   * badge reads the figures' time and freshness from GET /api/market-data/status. Absent: the simulator.
   */
  marketSource: z.string().optional(),
  supportEmail: z.string(),
  /**
   * Set when the blog comes from a Ghost site's Content API (CDK context `thetix:ghostUrl` and
   * `thetix:ghostContentKey`); absent, the app shows the Markdown posts it ships with (the local default). The
   * Content API key is public by design: it reads published content only.
   */
  ghost: z
    .object({
      url: z
        .string()
        .regex(/^https?:\/\/[^\s/]+(\/[^\s]*[^\s/])?$/, 'an http(s) URL without a trailing slash'),
      contentKey: z.string().regex(/^[0-9a-f]{26}$/, '26 hex characters'),
    })
    .optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
