import type { ReactNode } from "react";

// Template mode: while the build renders a page's first screen as a Go html/template
// (src/app/first-screen.tsx, inTemplateMode), which the BFF fills for each request
// (bff/pages), the components that show what the BFF knows (a walk's texts, its date and
// price, whether the shop is in test mode) render slots, Go template actions naming the
// field of the BFF's data, in place of their values. The app in the browser never renders
// templates: its build leaves template mode out (appBuild).

let templateMode = false;

/** inTemplateMode returns what render renders (at once, as renderToString does) in template mode. */
export function inTemplateMode<T>(render: () => T): T {
  templateMode = true;
  try {
    return render();
  } finally {
    templateMode = false;
  }
}

/**
 * appBuild: this is the app's production build for the browser, which never renders
 * templates; a constant there, so that build leaves template mode out.
 */
const appBuild = () => import.meta.env.PROD && !import.meta.env.SSR;

/**
 * action is a Go template action: "end" → {{end}}. Fields are named from the template's
 * data ($), so a slot inside {{range}} names the same field as outside it.
 */
const action = (words: string) => `{{${words}}}`;

/** slot is value, or in template mode the action that prints field of the BFF's data: {{$.field}}. */
export function slot(field: string, value: string): string {
  if (appBuild() || !templateMode) return value;
  return action(`$.${field}`);
}

/**
 * SlotIf shows children when when holds, else otherwise; in template mode both, for the BFF
 * to choose by field of its data: {{if $.field}}children{{else}}otherwise{{end}}.
 */
export function SlotIf({ field, when, otherwise, children }: { field: string; when: boolean; otherwise?: ReactNode; children: ReactNode }) {
  if (appBuild() || !templateMode) return when ? children : otherwise;
  return (
    <>
      {action(`if $.${field}`)}
      {children}
      {otherwise !== undefined && action("else")}
      {otherwise}
      {action("end")}
    </>
  );
}

/**
 * SlotRange renders each of items with children; in template mode once, inside {{range
 * $.field}}, with {{.}} for the item.
 */
export function SlotRange({ field, items, children }: { field: string; items: string[]; children: (item: string, index: number) => ReactNode }) {
  if (appBuild() || !templateMode) return items.map(children);
  return (
    <>
      {action(`range $.${field}`)}
      {children(action("."), 0)}
      {action("end")}
    </>
  );
}
