/** The part of @tryghost/content-api (untyped upstream) the Ghost blog adapter uses. */
declare module '@tryghost/content-api' {
  export interface GhostRequest {
    url: string;
    method: 'get';
    params: Record<string, unknown>;
    headers: Record<string, string>;
  }

  /** The library reads `data`, and on failure `response.data.errors` of what `makeRequest` throws (axios' shape). */
  export type GhostMakeRequest = (request: GhostRequest) => Promise<{ data: unknown }>;

  type Params = Record<string, string | number>;

  export interface GhostContentApi {
    posts: {
      browse(params?: Params): Promise<unknown>;
      read(data: { slug: string } | { id: string }, params?: Params): Promise<unknown>;
    };
  }

  export default function GhostContentAPI(options: {
    url: string;
    key: string;
    version: string | boolean;
    userAgent?: string | boolean;
    ghostPath?: string;
    makeRequest?: GhostMakeRequest;
  }): GhostContentApi;
}
