/**
 * How an embedded card looks (issue 30 item 1), from the frame's query string as the Share dialog writes it:
 * `compact=1` leaves out the card's header (its question and update time), `theme=dark` draws it dark. Anything
 * else is the default: the header shown, light.
 */
export type EmbedTheme = 'light' | 'dark';

export interface EmbedOptions {
  readonly compact: boolean;
  readonly theme: EmbedTheme;
}

export const DEFAULT_EMBED: EmbedOptions = { compact: false, theme: 'light' };

export function readEmbedOptions(search: URLSearchParams): EmbedOptions {
  const compact = search.get('compact');
  return {
    compact: compact === '1' || compact === 'true',
    theme: search.get('theme') === 'dark' ? 'dark' : 'light',
  };
}

/** The query string of a public card's URL for these options; empty for the defaults. */
export function embedQuery(options: EmbedOptions): string {
  const parts = [
    ...(options.compact ? ['compact=1'] : []),
    ...(options.theme === 'dark' ? ['theme=dark'] : []),
  ];
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
