import type { SectionWidget, Widget } from '@thetix/shared/thetix/widgets';

/** The opening answer of a report (the morning brief, or a plan's Answer): it opens the report, outside sections. */
const isOpeningAnswer = (widget: Widget, index: number) =>
  index === 0 && widget.widget === 'markdown' && widget.title === 'Answer';

const titleOf = (widget: Widget): string | undefined =>
  'title' in widget && typeof widget.title === 'string' && widget.title.trim() ? widget.title : undefined;

/**
 * A report's widgets as report sections (spec part 3 §3, "Report section: name, content, widgets"; the `section`
 * widget kind). The opening answer stays first, on its own; then each titled widget starts a section named by its
 * title: a markdown widget's text becomes the section's `content` (kept as a child when it folds computations, which
 * `content` cannot carry), any other widget becomes the section's first child without its title, which the
 * section's name now says. An untitled widget joins the section before it. Already grouped widgets are kept.
 */
export function toReportSections(widgets: readonly Widget[]): Widget[] {
  const out: Widget[] = [];
  let current: SectionWidget | undefined;
  widgets.forEach((widget, index) => {
    if (widget.widget === 'section' || isOpeningAnswer(widget, index)) {
      out.push(widget);
      current = undefined;
      return;
    }
    const name = titleOf(widget);
    if (name === undefined) {
      if (current) current.widgets.push(widget);
      else out.push(widget);
      return;
    }
    const prose =
      widget.widget === 'markdown' && !widget.computations?.length && widget.content !== undefined;
    current = {
      widget: 'section',
      name,
      ...(prose ? { content: widget.content } : {}),
      ...(widget.visible === false ? { visible: false } : {}),
      widgets: prose ? [] : [{ ...widget, title: undefined } as Widget],
    };
    out.push(current);
  });
  return out.map((widget) => (widget.widget === 'section' ? stripUndefinedTitles(widget) : widget));
}

/** JSON drops `title: undefined` when stored; dropped here too so the widgets compare equal before and after. */
const stripUndefinedTitles = (section: SectionWidget): SectionWidget => ({
  ...section,
  widgets: section.widgets.map((child) => {
    if (!('title' in child) || child.title !== undefined) return child;
    const { title: _title, ...rest } = child;
    return rest as Widget;
  }),
});

/**
 * The widgets of a report with its sections undone (each section's first child titled by the section's name, its
 * content as a markdown widget): for what reads a report as a flat list, such as its one-line summary.
 */
export function flattenReportSections(widgets: readonly Widget[]): Widget[] {
  return widgets.flatMap((widget): Widget[] => {
    if (widget.widget !== 'section') return [widget];
    const [first, ...rest] = widget.widgets;
    const hidden = widget.visible === false ? { visible: false } : {};
    if (widget.content !== undefined)
      return [
        { widget: 'markdown', title: widget.name, content: widget.content, ...hidden },
        ...widget.widgets,
      ];
    return first ? [{ ...first, title: widget.name, ...hidden } as Widget, ...rest] : [];
  });
}
