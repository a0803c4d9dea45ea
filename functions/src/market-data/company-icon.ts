import { monogram } from '@thetix/shared/market/company-directory';

/**
 * A company's icon as a self-contained SVG data URL: its monogram in white on the sector colour. Nothing is fetched
 * from a logo service (the product runs offline and logos are trademarks); the browser draws it like any image.
 */
export function companyIconUrl(ticker: string, color: string): string {
  const letters = monogram(ticker);
  const fontSize = letters.length === 1 ? 34 : 28;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${color}"/>` +
    `<text x="32" y="33" fill="#fff" font-family="Inter,Arial,sans-serif" font-size="${fontSize}" ` +
    `font-weight="700" text-anchor="middle" dominant-baseline="central">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
