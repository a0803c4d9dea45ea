import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, Token, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool, IUserPoolClient, UserPoolDomain } from 'aws-cdk-lib/aws-cognito';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { runtimeConfigSchema } from '@thetix/shared/contracts/runtime-config';
import { VIEWER_HOST_HEADER } from '@thetix/shared/contracts/system';
import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  EMBEDDABLE_PAGE_PATTERNS,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  type FrameAncestors,
} from '@thetix/shared/security-headers';
import type { Construct } from 'constructs';
import { acknowledgeNag, acknowledgeNagOnArn } from './nag';
import type { ThetixSettings } from './settings';
import { stageSite } from './site-staging';

export interface WebStackProps extends StackProps {
  readonly settings: ThetixSettings;
  readonly httpApi: IHttpApi;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly userPoolDomain: UserPoolDomain;
  /** The WAF web ACL of scope CLOUDFRONT (infra/lib/edge-stack.ts, always in us-east-1). */
  readonly webAclArn: string;
}

/** The public pages the web build prerendered (web/scripts/prerender.ts): `prerendered/blog/index.html` -> `/blog`. */
export function prerenderedRoutes(webDist: string | undefined): string[] {
  const dir = webDist ? join(webDist, 'prerendered') : undefined;
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`))
    .map((file) => `/${file.slice(0, -'index.html'.length).split(sep).join('/')}`.replace(/(.)\/$/, '$1'))
    .sort();
}

/**
 * History fallback for the SPA: a path without a file extension in its last segment is a client route, so it gets
 * its prerendered page when the build made one (`/blog` -> /prerendered/blog/index.html), else index.html;
 * `/assets/app.js` or `/config.json` go to the bucket as asked.
 */
export const spaFallbackCode = (prerendered: readonly string[]) => `var PRERENDERED = ${JSON.stringify(
  Object.fromEntries(prerendered.map((route) => [route, true])),
)};
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') !== -1) return request;
  var route = request.uri.length > 1 ? request.uri.replace(/\\/+$/, '') : request.uri;
  if (PRERENDERED[route] === true) request.uri = route === '/' ? '/prerendered/index.html' : '/prerendered' + route + '/index.html';
  else request.uri = '/index.html';
  return request;
}`;

/**
 * The public card and collection pages carry their own head for link previews (issue 34 item 7), so their
 * behaviours go to the API, whose page routes answer index.html with it: `/public/thetix/{id}` becomes
 * `/api/public/pages/thetix/{id}`, `/public/thetix-card/{id}` `/api/public/pages/thetix-card/{id}`. Whatever follows
 * the kind (a trailing slash, a mistyped deeper path) is one encoded id, so every such path still gets the page.
 */
export const publicPageRewriteCode = `function handler(event) {
  var request = event.request;
  var match = request.uri.match(/^\\/public\\/(thetix|thetix-card)\\/(.*)$/);
  if (!match) return request;
  var id = match[2].replace(/\\/+$/, '');
  try {
    id = decodeURIComponent(id);
  } catch (malformed) {
    // Kept as typed: the page route answers the site's own page for an id it does not know.
  }
  request.uri = '/api/public/pages/' + match[1] + '/' + encodeURIComponent(id || '-');
  return request;
}`;

/**
 * API Gateway only sees its own Host (the origin request policy forwards every viewer header but Host), so the API's
 * Origin check (functions/src/http/middleware/xsrf.ts) learns the host the browser used from VIEWER_HOST_HEADER: the
 * product's domain or the distribution's own, whichever the site was opened on. Always overwritten, never trusted
 * from the viewer.
 */
const viewerHostCode = `function handler(event) {
  var request = event.request;
  var host = request.headers.host ? request.headers.host.value : event.context.distributionDomainName;
  request.headers['${VIEWER_HOST_HEADER}'] = { value: host };
  return request;
}`;

/**
 * The upload's handler is CDK's own singleton Lambda (aws-s3-deployment), made beside the deployment in the stack:
 * its runtime and role are CDK's, sized for copying the build from the CDK assets bucket and invalidating the cache.
 */
function acknowledgeBucketDeploymentHandler(stack: Stack, bucket: Bucket): void {
  const handler = stack.node.children.find((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  if (!handler) return;
  const cdkOwned = "CDK's BucketDeployment handler, run only by CloudFormation during a deploy";
  acknowledgeNag(handler, 'L1', `${cdkOwned}: its runtime is chosen by aws-cdk-lib, upgraded with it.`);
  acknowledgeNag(
    handler,
    'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    `${cdkOwned}: the basic execution policy only lets it write its logs.`,
  );
  const copies = `${cdkOwned}: it copies and prunes the whole build, whose file names it cannot know in advance.`;
  for (const finding of [
    'Action::s3:GetObject*',
    'Action::s3:GetBucket*',
    'Action::s3:List*',
    'Action::s3:DeleteObject*',
    'Action::s3:Abort*',
    'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
    // The same assets bucket when the stack's region is fixed (the default synth's us-east-1).
    ...(Token.isUnresolved(stack.region)
      ? []
      : [`Resource::arn:aws:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-${stack.region}/*`]),
  ])
    acknowledgeNag(handler, `IAM5[${finding}]`, copies);
  acknowledgeNagOnArn(handler, bucket.bucketArn, (site) => `IAM5[Resource::${site}/*]`, copies);
  acknowledgeNag(
    handler,
    'IAM5[Resource::*]',
    `${cdkOwned}: CloudFront's CreateInvalidation and GetInvalidation take no resource-level permission.`,
  );
}

const missingBuildWarning =
  'web/dist/index.html not found at synth time: the site and config.json are not deployed. Run `npm run build` and synth again.';

/**
 * The SPA on a private bucket behind CloudFront, with `/api/*` forwarded to the HTTP API on the same origin (so no
 * CORS and the XSRF cookie is first-party).
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(spaFallbackCode(prerenderedRoutes(settings.webDistDir))),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for client-side routes',
    });

    // The headers come from one definition shared with the local server (shared/src/security-headers.ts). The SPA
    // talks to its own origin, to Cognito's API (password sign-in, refresh), to the hosted UI's token endpoint
    // (Google sign-in) and, when the blog comes from Ghost, to its Content API.
    const pagePolicy = (frameAncestors: FrameAncestors) =>
      contentSecurityPolicy({
        connectSources: [
          `https://cognito-idp.${this.region}.${this.urlSuffix}`,
          props.userPoolDomain.baseUrl(),
          ...(settings.ghost ? [new URL(settings.ghost.url).origin] : []),
        ],
        formActions: [props.userPoolDomain.baseUrl()],
        frameAncestors,
      });
    const securityHeaders = {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    } satisfies ResponseSecurityHeadersBehavior;
    const permissionsPolicy = {
      customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
    };

    const appHeaders = new ResponseHeadersPolicy(this, 'AppHeaders', {
      comment: 'Security headers for the app: never framed',
      securityHeadersBehavior: {
        ...securityHeaders,
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: pagePolicy("'none'"), override: true },
      },
      customHeadersBehavior: permissionsPolicy,
    });
    // Public card pages are made to be embedded in other sites' iframes: no X-Frame-Options, any frame ancestor.
    const embeddableHeaders = new ResponseHeadersPolicy(this, 'EmbeddableHeaders', {
      comment: 'Security headers for public card pages, which other sites may embed',
      securityHeadersBehavior: {
        ...securityHeaders,
        contentSecurityPolicy: { contentSecurityPolicy: pagePolicy('*'), override: true },
      },
      customHeadersBehavior: permissionsPolicy,
    });
    // API answers load nothing and are framed by nobody; an answer that sets its own policy keeps it (override off):
    // the brokerage login window's pages need their inline script and style (brokerage/connect-pages.ts).
    const apiHeaders = new ResponseHeadersPolicy(this, 'ApiHeaders', {
      comment:
        'Security headers for API answers: never framed, load nothing unless the answer says otherwise',
      securityHeadersBehavior: {
        ...securityHeaders,
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: false },
        contentSecurityPolicy: { contentSecurityPolicy: API_CONTENT_SECURITY_POLICY, override: false },
      },
      customHeadersBehavior: permissionsPolicy,
    });

    const viewerHost = new CloudFrontFunction(this, 'ApiViewerHost', {
      code: FunctionCode.fromInline(viewerHostCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Tells the API which host the browser used, for its Origin check on writes',
    });
    const apiFunctions = [{ function: viewerHost, eventType: FunctionEventType.VIEWER_REQUEST }];
    const publicPageRewrite = new CloudFrontFunction(this, 'PublicPageRewrite', {
      code: FunctionCode.fromInline(publicPageRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Sends public card and collection pages to the API page routes',
    });

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(bucket);
    const siteBehavior = (responseHeadersPolicy: ResponseHeadersPolicy): BehaviorOptions => ({
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      responseHeadersPolicy,
      functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
    });
    const apiOrigin = new HttpOrigin(`${props.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    });

    // Public Thetix collections and cards are the same for every visitor and polled every few seconds: CloudFront
    // keeps them as long as the API's Cache-Control says (5 s, status 2 s), keyed by path and query string only.
    const publicThetixCache = new CachePolicy(this, 'PublicThetixCache', {
      comment: 'Public Thetix collections and cards: honour the API Cache-Control (seconds)',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(60),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // The API is not cached: its answers carry no max-age (the default TTL, 0, applies) and the maximum is 1 s. But
    // CloudFront compresses only under a cache policy that accepts gzip and brotli, which the managed CachingDisabled
    // policy does not (issue 19 item 3). Should an answer ever ask to be kept, the key holds everything that tells
    // one caller from another: Authorization, the impersonation headers, every cookie and the query.
    const apiCache = new CachePolicy(this, 'ApiUncachedCompressed', {
      comment: 'API: not cached, compressed (gzip, brotli), keyed by caller',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.allowList(
        'Authorization',
        'X-Impersonate-User-Id',
        'X-Impersonation-Timestamp',
      ),
      cookieBehavior: CacheCookieBehavior.all(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Thetix ${settings.stage}`,
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: siteBehavior(appHeaders),
      additionalBehaviors: {
        // Before '/api/*': CloudFront takes the first pattern that matches.
        '/api/public/thetix-*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: publicThetixCache,
          compress: true,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
        },
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCache,
          compress: true,
          // API Gateway routes on its own Host name; everything else (cookies, Authorization, query) goes through.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
          functionAssociations: apiFunctions,
        },
        // Google sign-in (functions/src/auth/http.ts): browser redirects and the one-time session handover, never
        // cached, with every query string (code, state) and cookie (the signed attempt, the handoff) forwarded.
        '/auth/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
          functionAssociations: apiFunctions,
        },
        // Only the public collection and card pages: any other /public/... path is a client route that could
        // redirect into the app inside someone else's frame. Their HTML comes from the API's page routes, with the
        // card's or collection's own head (functions/src/thetix/public-page.ts), kept as the public answers are.
        ...Object.fromEntries(
          EMBEDDABLE_PAGE_PATTERNS.map((pattern) => [
            pattern,
            {
              origin: apiOrigin,
              viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
              allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
              cachePolicy: publicThetixCache,
              compress: true,
              originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
              responseHeadersPolicy: embeddableHeaders,
              functionAssociations: [
                { function: publicPageRewrite, eventType: FunctionEventType.VIEWER_REQUEST },
              ],
            } satisfies BehaviorOptions,
          ]),
        ),
      },
    });

    acknowledgeNag(
      this.distribution,
      'CFR1',
      'The product is offered wherever its users are; there is no country it must not serve.',
    );
    acknowledgeNag(
      this.distribution,
      'CFR3',
      "The API's requests are logged by its stage's access log and WAF samples every request it counts or blocks; " +
        'standard logs of static files would need an ACL-enabled log bucket for little on-call value.',
    );
    acknowledgeNag(
      this.distribution,
      'CFR4',
      "The distribution serves on its *.cloudfront.net name with CloudFront's default certificate, whose minimum " +
        'protocol cannot be raised; a custom domain with an ACM certificate (TLSv1.2_2021) is not wired yet.',
    );
    acknowledgeNag(
      bucket,
      'S1',
      'Only CloudFront reads this bucket (Origin Access Control) and the deployment writes it; viewer requests are ' +
        'seen by CloudFront and WAF, so S3 access logs would repeat them.',
    );

    const runtimeConfig = runtimeConfigSchema.parse({
      stage: settings.stage,
      region: this.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      marketData: settings.marketData,
      marketSource: settings.marketSource,
      supportEmail: settings.supportEmail,
      ...(settings.ghost ? { ghost: settings.ghost } : {}),
    });
    if (settings.webDistDir) {
      new BucketDeployment(this, 'Site-Deployment', {
        destinationBucket: bucket,
        sources: [
          Source.asset(stageSite(settings.webDistDir, settings.publicBaseUrl)),
          Source.jsonData('config.json', runtimeConfig),
        ],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        // Old hashed chunks stay, so a browser still holding the previous index.html can load its lazy routes.
        prune: false,
        memoryLimit: 512,
        logGroup: new LogGroup(this, 'Site-DeploymentLogs', {
          retention: RetentionDays.ONE_MONTH,
          removalPolicy: RemovalPolicy.DESTROY,
        }),
      });
      acknowledgeBucketDeploymentHandler(this, bucket);
    } else {
      Annotations.of(this).addWarningV2('thetix:web:missingBuild', missingBuildWarning);
    }

    new CfnOutput(this, 'Url', { value: `https://${this.distribution.distributionDomainName}` });
  }
}
