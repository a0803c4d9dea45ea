import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { absoluteSocialTags } from '@thetix/shared/site/social-tags';

const PRERENDER_DIR = 'prerendered';

function htmlFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The path a deployed HTML file answers: `index.html` is `/`, `prerendered/blog/index.html` is `/blog`. */
export function servedPath(root: string, file: string): string {
  const parts = relative(root, file).split(sep);
  if (parts[0] === PRERENDER_DIR) parts.shift();
  if (parts.at(-1) === 'index.html') parts.pop();
  return `/${parts.join('/')}`;
}

/**
 * The web build as the site deploys it: every HTML file with absolute social tags on the stage's public origin
 * (shared/src/site/social-tags.ts), since link-preview crawlers run no script and CloudFront serves files as they
 * are. Staged once per build and origin in a folder named by their hash, made atomically, so concurrent synths share
 * it and an unchanged build keeps its asset hash.
 */
export function stageSite(distDir: string, origin: string): string {
  const hash = createHash('sha256').update(origin);
  for (const file of htmlFiles(distDir).sort()) hash.update(file).update(readFileSync(file));
  const staged = join(tmpdir(), `thetix-site-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(staged)) return staged;
  const work = mkdtempSync(join(dirname(staged), 'thetix-site-work-'));
  cpSync(distDir, work, { recursive: true });
  for (const file of htmlFiles(work))
    writeFileSync(file, absoluteSocialTags(readFileSync(file, 'utf8'), origin, servedPath(work, file)));
  try {
    renameSync(work, staged);
  } catch {
    rmSync(work, { recursive: true, force: true }); // another synth staged the same build first
  }
  return staged;
}
