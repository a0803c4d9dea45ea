import type { HistoryFilter } from '@thetix/shared/contracts/portfolio';
import { historyCsvFileName, toHistoryCsv } from '@thetix/shared/portfolio/history-csv';
import { useState } from 'react';
import { fetchAllTransactions } from '../api/get-transactions';
import { exportHistory } from '../api/history-exports';

/** Saves `href` under `name` (a signed link, or a blob made in the page). */
function save(href: string, name: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Export CSV (spec part 2 §7): the filtered history as on screen, less rows a pending remove hides. A user's export
 * is written by the server as a job and downloaded from a short-lived link (issue 19 item 2). An admin viewing a
 * user may not write (spec part 1 §6), so that view assembles the same CSV in the page from the paged history.
 */
export function useHistoryExport(options: {
  accountId: string;
  ticker: string | undefined;
  filter: HistoryFilter;
  hidden: ReadonlySet<string>;
  readOnly: boolean;
}) {
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const inPage = async (total: number) => {
    const groups = await fetchAllTransactions(
      options.accountId,
      options.ticker,
      options.filter,
      (loaded, all) => setProgress(`Preparing the CSV: ${loaded} of ${all} transactions fetched`),
    );
    const text = toHistoryCsv(groups.filter((group) => !options.hidden.has(group.id)));
    const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
    save(url, historyCsvFileName(new Date()));
    URL.revokeObjectURL(url);
    return total;
  };

  const onServer = async () => {
    const file = await exportHistory({
      ...(options.accountId ? { accountId: options.accountId } : {}),
      ...options.filter,
      ...(options.ticker ? { ticker: options.ticker } : {}),
      ...(options.hidden.size > 0 ? { exclude: [...options.hidden] } : {}),
    });
    save(file.downloadUrl!, file.fileName);
  };

  const start = async (total: number) => {
    setError(null);
    setProgress(`Preparing the CSV of ${total} ${total === 1 ? 'transaction' : 'transactions'}…`);
    try {
      if (options.readOnly) await inPage(total);
      else await onServer();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
    }
  };

  return { progress, error, start };
}
