import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { HISTORY_EXPORT_LINK_SECONDS } from '@thetix/shared/contracts/history-export';

/** Where one export's file lives: one folder per user, one file per export. */
export interface ExportFileKey {
  readonly userId: string;
  readonly exportId: string;
  /** The name the browser saves it under. */
  readonly fileName: string;
}

/**
 * The port of export files (issue 19 item 2): S3 with presigned links in AWS, the local data folder with signed
 * links to the API locally. Either way the browser downloads with a short-lived link that needs no bearer token.
 */
export interface ExportFileStore {
  put(key: ExportFileKey, body: string): Promise<void>;
  /** A link that works for HISTORY_EXPORT_LINK_SECONDS from `now`. */
  downloadUrl(key: ExportFileKey, now: Date): Promise<string>;
  /**
   * The file, for the API's signed file route; only the local store serves files itself (S3 links go to S3), so in
   * AWS that route finds nothing.
   */
  read?(key: Pick<ExportFileKey, 'userId' | 'exportId'>): Promise<string | undefined>;
}

const objectKey = (key: Pick<ExportFileKey, 'userId' | 'exportId'>) =>
  `history-exports/${encodeURIComponent(key.userId)}/${encodeURIComponent(key.exportId)}.csv`;

/** AWS: the file in the exports bucket; the link is a presigned GET that also names the download. */
export function buildS3ExportFileStore(deps: { client: S3Client; bucket: string }): ExportFileStore {
  return {
    async put(key, body) {
      await deps.client.send(
        new PutObjectCommand({
          Bucket: deps.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: 'text/csv; charset=utf-8',
          ServerSideEncryption: 'AES256',
        }),
      );
    },
    downloadUrl(key) {
      return getSignedUrl(
        deps.client,
        new GetObjectCommand({
          Bucket: deps.bucket,
          Key: objectKey(key),
          ResponseContentDisposition: `attachment; filename="${key.fileName}"`,
          ResponseContentType: 'text/csv; charset=utf-8',
        }),
        { expiresIn: HISTORY_EXPORT_LINK_SECONDS },
      );
    },
  };
}

/** The local file route; the link carries who, until when and a signature, like a presigned S3 URL. */
export const LOCAL_EXPORT_FILE_PATH = '/api/history-exports/{exportId}/file';

export interface LinkSignature {
  readonly user: string;
  readonly expires: number;
  readonly signature: string;
}

const linkMac = (secret: string, userId: string, exportId: string, expires: number) =>
  createHmac('sha256', secret).update(`history-export\n${userId}\n${exportId}\n${expires}`).digest();

/** True when the link was signed with `secret` for this user and export and has not expired at `now`. */
export function verifyExportLink(secret: string, exportId: string, link: LinkSignature, now: Date): boolean {
  if (!Number.isSafeInteger(link.expires) || link.expires * 1000 < now.getTime()) return false;
  const expected = linkMac(secret, link.user, exportId, link.expires);
  const given = Buffer.from(link.signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Locally: files under `directory/<user>/<export>.csv`; links to the API's file route, signed with `secret`. */
export function buildLocalExportFileStore(deps: {
  directory: string;
  secret: () => Promise<string>;
}): ExportFileStore {
  const pathOf = (key: Pick<ExportFileKey, 'userId' | 'exportId'>) => join(deps.directory, objectKey(key));
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      await writeFile(`${path}.partial`, body, 'utf8');
      await rename(`${path}.partial`, path);
    },
    async downloadUrl(key, now) {
      const expires = Math.floor(now.getTime() / 1000) + HISTORY_EXPORT_LINK_SECONDS;
      const signature = linkMac(await deps.secret(), key.userId, key.exportId, expires).toString('base64url');
      const query = new URLSearchParams({ user: key.userId, expires: String(expires), signature });
      return `${LOCAL_EXPORT_FILE_PATH.replace('{exportId}', encodeURIComponent(key.exportId))}?${query}`;
    },
    async read(key) {
      try {
        return await readFile(pathOf(key), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
