import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { runtimeConfigSchema } from '@thetix/shared/contracts/runtime-config';
import { VIEWER_HOST_HEADER } from '@thetix/shared/contracts/system';
import { afterAll, describe, expect, it } from '@jest/globals';
import { readSettings } from '../lib/settings';
import { onlyResource, synthThetix, testStage } from './synth-thetix';

// Source.jsonData writes config.json to a folder it deletes after synth: only a staged copy can be read back.
const { app, template, stacks, dispose } = synthThetix({
  context: { 'aws:cdk:disable-asset-staging': false },
});
afterAll(dispose);
const web = template('web');

/** A file of the site deployment, as staged in the cloud assembly. */
function deployedFile(name: string): string {
  const assembly = app.synth();
  const manifest = JSON.parse(
    readFileSync(join(assembly.directory, `${stacks.web.artifactId}.assets.json`), 'utf8'),
  ) as { files: Record<string, { source: { path: string } }> };
  const file = Object.values(manifest.files)
    .map((asset) => join(resolve(assembly.directory, asset.source.path), name))
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`No asset of the web stack holds ${name}`);
  return file;
}

interface CacheBehavior {
  PathPattern?: string;
  TargetOriginId: string;
  /** A managed policy's id, or a Ref to a policy of the stack. */
  CachePolicyId: string | { Ref: string };
  Compress?: boolean;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId: { Ref: string };
  FunctionAssociations?: unknown[];
  AllowedMethods?: string[];
}
interface DistributionConfig {
  DefaultCacheBehavior: CacheBehavior;
  CacheBehaviors: CacheBehavior[];
  Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
}

const distribution = onlyResource(web, 'AWS::CloudFront::Distribution').properties
  .DistributionConfig as DistributionConfig;
const behavior = (pattern: string) => {
  const found = distribution.CacheBehaviors.find((candidate) => candidate.PathPattern === pattern);
  if (!found) throw new Error(`No behaviour for ${pattern}`);
  return found;
};
const origin = (id: string) => distribution.Origins.find((candidate) => candidate.Id === id);
const securityHeaders = (stackTemplate: Template, logicalId: string) =>
  (
    stackTemplate.toJSON().Resources[logicalId] as {
      Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Record<string, unknown> } };
    }
  ).Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;

/** CloudFront Functions are plain ES5 functions named `handler`; evaluating the deployed code tests it for real. */
function cloudFrontFunction<Result>(comment: string) {
  const found = onlyResource(web, 'AWS::CloudFront::Function', { FunctionConfig: { Comment: comment } });
  const code = found.properties.FunctionCode as string;
  const handler = new Function(`${code}; return handler;`)() as (event: unknown) => Result;
  return { logicalId: found.logicalId, handler };
}

function spaFallback(uri: string): string {
  const { handler } = cloudFrontFunction<{ uri: string }>('Serves index.html for client-side routes');
  return handler({ request: { uri } }).uri;
}

const viewerHostComment = 'Tells the API which host the browser used, for its Origin check on writes';

describe('web stack', () => {
  it('lets CloudFront keep public Thetix answers as long as their Cache-Control says, matched before /api/*', () => {
    // Act
    const patterns = distribution.CacheBehaviors.map((candidate) => candidate.PathPattern);
    const thetix = behavior('/api/public/thetix-*');
    const policies = web.findResources('AWS::CloudFront::CachePolicy');
    const policy = Object.entries(policies).find(([id]) =>
      JSON.stringify(thetix.CachePolicyId).includes(id),
    )?.[1] as {
      Properties: {
        CachePolicyConfig: {
          DefaultTTL: number;
          MaxTTL: number;
          ParametersInCacheKeyAndForwardedToOrigin: {
            CookiesConfig: { CookieBehavior: string };
            QueryStringsConfig: { QueryStringBehavior: string };
          };
        };
      };
    };

    // Assess
    expect(patterns.indexOf('/api/public/thetix-*')).toBeLessThan(patterns.indexOf('/api/*'));
    expect(thetix.TargetOriginId).toBe(behavior('/api/*').TargetOriginId);
    expect(thetix.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(policy.Properties.CachePolicyConfig).toMatchObject({ DefaultTTL: 0, MaxTTL: 60 });
    expect(policy.Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
    });
  });

  it('forwards /api/* to the HTTP API without caching but compressed, and with every viewer header but Host', () => {
    // Prepare
    const apiLogicalId = stacks.api.getLogicalId(stacks.api.httpApi.node.defaultChild as CfnElement);

    // Act
    const api = behavior('/api/*');
    const apiDomain = JSON.stringify(origin(api.TargetOriginId)?.DomainName);

    // Assess
    expect(apiDomain).toMatch(new RegExp(`ExportsOutputRef${apiLogicalId}.*\\.execute-api\\.`));
    expect(api.OriginRequestPolicyId).toBe(
      OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
    );
    expect(api.Compress).toBe(true);
    const policies = web.findResources('AWS::CloudFront::CachePolicy');
    const apiPolicyId = typeof api.CachePolicyId === 'string' ? api.CachePolicyId : api.CachePolicyId.Ref;
    const apiPolicy = policies[apiPolicyId]?.Properties.CachePolicyConfig;
    expect(apiPolicy).toMatchObject({
      DefaultTTL: 0,
      MinTTL: 0,
      MaxTTL: 1,
      ParametersInCacheKeyAndForwardedToOrigin: {
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
        CookiesConfig: { CookieBehavior: 'all' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: {
          HeaderBehavior: 'whitelist',
          Headers: ['Authorization', 'X-Impersonate-User-Id', 'X-Impersonation-Timestamp'],
        },
      },
    });
  });

  it('sends /auth/* (Google sign-in) to the HTTP API uncached, with every query string and cookie', () => {
    // Act
    const patterns = distribution.CacheBehaviors.map((candidate) => candidate.PathPattern);
    const auth = behavior('/auth/*');

    // Assess
    expect(patterns).toContain('/auth/*');
    expect(auth.TargetOriginId).toBe(behavior('/api/*').TargetOriginId);
    expect(auth.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(auth.OriginRequestPolicyId).toBe(
      OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
    );
    expect(auth.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'POST']));
    expect(auth.FunctionAssociations).toEqual(behavior('/api/*').FunctionAssociations);
  });

  it('tells the API the host the browser used on /api/*, overwriting whatever the viewer sent', () => {
    // Prepare
    const { logicalId, handler } = cloudFrontFunction<{ headers: Record<string, { value: string }> }>(
      viewerHostComment,
    );
    const viewerRequest = (headers: Record<string, { value: string }>) => ({
      context: { distributionDomainName: 'd111111abcdef8.cloudfront.net' },
      request: { uri: '/api/accounts', headers },
    });

    // Act
    const onDomain = handler(
      viewerRequest({ host: { value: 'thetix.app' }, [VIEWER_HOST_HEADER]: { value: 'evil.example' } }),
    );
    const withoutHost = handler(viewerRequest({}));
    const associations = JSON.stringify(behavior('/api/*').FunctionAssociations);

    // Assess
    expect(onDomain.headers[VIEWER_HOST_HEADER]).toEqual({ value: 'thetix.app' });
    expect(withoutHost.headers[VIEWER_HOST_HEADER]).toEqual({ value: 'd111111abcdef8.cloudfront.net' });
    expect(associations).toContain(logicalId);
    expect(associations).toContain('viewer-request');
  });

  it('serves the site from the private bucket through Origin Access Control', () => {
    // Act
    const site = origin(distribution.DefaultCacheBehavior.TargetOriginId);

    // Assess
    expect(site?.OriginAccessControlId).toBeDefined();
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it('sends security headers, and forbids framing everywhere but public card pages', () => {
    // Act
    const app = securityHeaders(web, distribution.DefaultCacheBehavior.ResponseHeadersPolicyId.Ref);
    const publicCards = securityHeaders(web, behavior('/public/thetix-card/*').ResponseHeadersPolicyId.Ref);

    // Assess
    // API answers get a policy of their own, which leaves a connect page's own CSP and framing alone.
    const api = securityHeaders(web, behavior('/api/*').ResponseHeadersPolicyId.Ref);
    expect(behavior('/api/public/thetix-*').ResponseHeadersPolicyId).toEqual(
      behavior('/api/*').ResponseHeadersPolicyId,
    );
    expect(api.FrameOptions).toEqual({ FrameOption: 'DENY', Override: false });
    expect(api.ContentSecurityPolicy).toEqual({
      ContentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'",
      Override: false,
    });
    expect(behavior('/public/thetix/*').ResponseHeadersPolicyId).toEqual(
      behavior('/public/thetix-card/*').ResponseHeadersPolicyId,
    );
    expect(distribution.CacheBehaviors.map((item) => item.PathPattern)).not.toContain('/public/*');
    for (const headers of [app, publicCards, api]) {
      expect(headers).toMatchObject({
        StrictTransportSecurity: { IncludeSubdomains: true, Override: true },
        ContentTypeOptions: { Override: true },
        ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
      });
    }
    expect(app.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(JSON.stringify(app.ContentSecurityPolicy)).toContain("frame-ancestors 'none'");
    expect(publicCards.FrameOptions).toBeUndefined();
    expect(JSON.stringify(publicCards.ContentSecurityPolicy)).toContain('frame-ancestors *');
  });

  it.each([
    ['/', '/index.html'],
    ['/dashboard', '/index.html'],
    ['/assets/index-CGCKITpz.js', '/assets/index-CGCKITpz.js'],
    ['/config.json', '/config.json'],
  ])('falls back to index.html for client routes: %s -> %s', (uri, expected) => {
    // Act
    const rewritten = spaFallback(uri);

    // Assess
    expect(rewritten).toBe(expected);
  });

  it.each(['/public/thetix/*', '/public/thetix-card/*'])(
    'sends %s to the API page routes, kept as the public answers are (issue 34 item 7)',
    (pattern) => {
      // Act
      const publicPages = behavior(pattern);
      const { logicalId } = cloudFrontFunction(
        'Sends public card and collection pages to the API page routes',
      );

      // Assess
      expect(publicPages.TargetOriginId).toBe(behavior('/api/*').TargetOriginId);
      expect(publicPages.CachePolicyId).toEqual(behavior('/api/public/thetix-*').CachePolicyId);
      expect(publicPages.AllowedMethods).toEqual(['GET', 'HEAD']);
      expect(publicPages.FunctionAssociations).toHaveLength(1);
      expect(JSON.stringify(publicPages.FunctionAssociations)).toContain(logicalId);
    },
  );

  it.each([
    ['/public/thetix-card/abc123', '/api/public/pages/thetix-card/abc123'],
    ['/public/thetix/col_1-x', '/api/public/pages/thetix/col_1-x'],
    ['/public/thetix/col_1/', '/api/public/pages/thetix/col_1'],
    ['/public/thetix-card/a/b', '/api/public/pages/thetix-card/a%2Fb'],
    ['/public/thetix/', '/api/public/pages/thetix/-'],
    ['/public/thetix/%E0%A4%A', '/api/public/pages/thetix/%25E0%25A4%25A'],
  ])('rewrites the public page %s to %s', (uri, expected) => {
    // Act
    const { handler } = cloudFrontFunction<{ uri: string }>(
      'Sends public card and collection pages to the API page routes',
    );

    // Assess
    expect(handler({ request: { uri } }).uri).toBe(expected);
  });

  it('deploys the build and a config.json that satisfies the runtime-config contract', () => {
    // Prepare
    const deployment = onlyResource(web, 'Custom::CDKBucketDeployment');
    const markers = Object.assign({}, ...(deployment.properties.SourceMarkers as object[])) as Record<
      string,
      unknown
    >;

    // Act
    const config = runtimeConfigSchema.parse(JSON.parse(readFileSync(deployedFile('config.json'), 'utf8')));

    // Assess
    expect(deployedFile('index.html')).toBeTruthy();
    expect(config).toMatchObject({
      stage: testStage,
      marketData: 'simulated',
      marketSource: 'simulator',
      supportEmail: expect.any(String),
    });
    expect(JSON.stringify(markers[config.userPoolId])).toMatch(/UserPool/);
    expect(JSON.stringify(markers[config.userPoolClientId])).toMatch(/UserPoolWebClient/);
    expect(deployment.properties.DistributionPaths).toEqual(['/*']);
  });
});

describe('web stack without a web build', () => {
  const withoutBuild = synthThetix({ webDistDir: '/nonexistent/web/dist' });
  afterAll(withoutBuild.dispose);

  it('skips the site deployment and says so in a warning', () => {
    // Prepare

    // Act
    const stack = withoutBuild.template('web');

    // Assess
    stack.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(withoutBuild.stacks.web).hasWarning(
      '*',
      Match.stringLikeRegexp('^web/dist/index.html not found at synth time'),
    );
  });
});

describe('web stack with the blog on Ghost', () => {
  const ghostContext = {
    'aws:cdk:disable-asset-staging': false,
    'thetix:ghostUrl': 'https://blog.example.com/ghost-site',
    'thetix:ghostContentKey': '0123456789abcdef0123456789',
  };

  const withGhost = synthThetix({ context: ghostContext });
  afterAll(withGhost.dispose);

  it('passes the Ghost site to config.json and lets the SPA reach its origin', () => {
    // Prepare
    const assembly = withGhost.app.synth();
    const manifest = JSON.parse(
      readFileSync(join(assembly.directory, `${withGhost.stacks.web.artifactId}.assets.json`), 'utf8'),
    ) as { files: Record<string, { source: { path: string } }> };
    const configFile = Object.values(manifest.files)
      .map((asset) => join(resolve(assembly.directory, asset.source.path), 'config.json'))
      .find((candidate) => existsSync(candidate));

    // Act
    const config = runtimeConfigSchema.parse(JSON.parse(readFileSync(configFile ?? '', 'utf8')));
    const webTemplate = withGhost.template('web');
    const policyId = (
      onlyResource(webTemplate, 'AWS::CloudFront::Distribution').properties
        .DistributionConfig as DistributionConfig
    ).DefaultCacheBehavior.ResponseHeadersPolicyId.Ref;
    const csp = JSON.stringify(securityHeaders(webTemplate, policyId).ContentSecurityPolicy);

    // Assess
    expect(config.ghost).toEqual({
      url: 'https://blog.example.com/ghost-site',
      contentKey: '0123456789abcdef0123456789',
    });
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/blog\.example\.com[ ;"]/);
    expect(csp).not.toContain('ghost-site');
  });

  it('refuses a Ghost URL without its content key', () => {
    // Act
    const read = () =>
      readSettings(
        new App({ context: { 'thetix:stage': testStage, 'thetix:ghostUrl': 'https://blog.example.com' } })
          .node,
        {
          webDistDir: '/nonexistent/web/dist',
        },
      );

    // Assess
    expect(read).toThrow('Context thetix:ghostUrl and thetix:ghostContentKey are set together or not at all');
  });
});

describe('web stack site files', () => {
  // A build with the social tags web/index.html carries, the home page and one prerendered page.
  const root = mkdtempSync(join(tmpdir(), 'thetix-site-test-'));
  const head = `<head>
    <meta property="og:type" content="website" />
    <meta property="og:image" content="/og-image.png" />
    <meta name="twitter:image" content="/og-image.png" />
  </head>`;
  writeFileSync(join(root, 'index.html'), `<!doctype html>${head}`);
  mkdirSync(join(root, 'prerendered', 'terms'), { recursive: true });
  writeFileSync(join(root, 'prerendered', 'terms', 'index.html'), `<!doctype html>${head}`);
  const synth = synthThetix({
    webDistDir: root,
    context: { 'aws:cdk:disable-asset-staging': false, 'thetix:domainName': 'thetix.app' },
  });
  afterAll(() => {
    synth.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  /** A file of this synth's site deployment, as staged in its cloud assembly. */
  const staged = (name: string) => {
    const assembly = synth.app.synth();
    const manifest = JSON.parse(
      readFileSync(join(assembly.directory, `${synth.stacks.web.artifactId}.assets.json`), 'utf8'),
    ) as { files: Record<string, { source: { path: string } }> };
    const file = Object.values(manifest.files)
      .map((asset) => join(resolve(assembly.directory, asset.source.path), name))
      .find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`No asset of the web stack holds ${name}`);
    return readFileSync(file, 'utf8');
  };

  it('deploys pages whose social tags are absolute on the public origin, for crawlers that run no script', () => {
    // Act
    const index = staged('index.html');
    const terms = staged(join('prerendered', 'terms', 'index.html'));

    // Assess
    expect(index).toContain('<meta property="og:image" content="https://thetix.app/og-image.png" />');
    expect(index).toContain('<meta name="twitter:image" content="https://thetix.app/og-image.png" />');
    expect(index).toContain('<meta property="og:url" content="https://thetix.app/" />');
    expect(terms).toContain('<meta property="og:url" content="https://thetix.app/terms" />');
    expect(terms).not.toContain('content="/og-image.png"');
  });
});
