/** A legal page as plain data: sections become anchors (`#id`) listed in the page's table of contents. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
  /** Ends the section with the support address from the runtime configuration. */
  contact?: boolean;
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last change, shown as "Last updated". */
  updated: string;
  intro: string;
  sections: LegalSection[];
}
