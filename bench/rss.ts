import { readdirSync, readFileSync } from 'node:fs';

/**
 * The resident memory of a process and everything it started (issue 19 item 5: the whole local product under 1 GB
 * at rest), read from /proc: each process's parent from `stat`, its RSS from `status` (VmRSS).
 */
export interface TreeRss {
  /** Sum over the tree, MB. */
  readonly totalMb: number;
  /** Per process: its command name and RSS in MB, largest first. */
  readonly processes: readonly { readonly pid: number; readonly command: string; readonly rssMb: number }[];
}

const readOr = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

export function processTreeRss(rootPid: number): TreeRss {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOr(`/proc/${entry}/stat`);
    // pid (comm) state ppid ...: the command may hold spaces and parentheses, so read after the last ')'.
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields?.[1]) parentOf.set(Number(entry), Number(fields[1]));
  }
  const inTree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parentOf)
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid);
        grew = true;
      }
  }
  const processes = [...inTree].flatMap((pid) => {
    const status = readOr(`/proc/${pid}/status`);
    const rss = status?.match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    const command = status?.match(/^Name:\s+(.+)$/m)?.[1] ?? '?';
    return rss ? [{ pid, command, rssMb: Math.round(Number(rss) / 1024) }] : [];
  });
  processes.sort((a, b) => b.rssMb - a.rssMb);
  return { totalMb: processes.reduce((sum, entry) => sum + entry.rssMb, 0), processes };
}

export const treeRssLine = (rss: TreeRss) =>
  `${rss.totalMb} MB (${rss.processes
    .filter((entry) => entry.rssMb >= 5)
    .map((entry) => `${entry.command} ${entry.rssMb}`)
    .join(', ')})`;
