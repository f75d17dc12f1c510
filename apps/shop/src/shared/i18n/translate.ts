// The lookup of the shop's texts. Each area of the shop has its own part of the catalogue
// (nl/<area>.ts), so a page's texts load with the page's code; translator(part, area) makes
// the area's t(). On an English page main.tsx loads the English catalogue (en/, one chunk)
// with loadTranslations before the app renders, and t() answers from it: so a text must not
// be looked up while the first screen's modules load (no texts in module-level constants
// there; lazy routes load later and may). A message is a string with {name} placeholders, or
// plural forms picked with Intl.PluralRules by the number in vars.count.
import { createElement, Fragment, type ReactNode } from "react";
import { LANGUAGE } from "./language";
import type { Messages } from "./messages";

/** LOCALE is the page's language: the locale of its texts, dates and amounts. */
export const LOCALE = LANGUAGE === "en" ? "en-GB" : "nl-NL";

let translations: Partial<Messages> = {};

/** loadTranslations loads the page's language's texts (and contact facts' words: en/index.ts), if it is not Dutch; Dutch pages never load them. */
export async function loadTranslations(): Promise<void> {
  if (LANGUAGE === "en") translations = (await import("./en")).en;
}

/** Plural holds a message's forms by Intl.PluralRules category; other is always there. */
export type Plural = Partial<Record<Exclude<Intl.LDMLPluralRule, "other">, string>> & { other: string };

/** Catalogue is one area's messages, grouped in nested objects; a group has no key named other (that marks a Plural). */
export interface Catalogue {
  [key: string]: string | Plural | Catalogue;
}

/** Widen is a catalogue's shape with any text: another language's part must have this type. */
export type Widen<M> = { [K in keyof M]: M[K] extends string ? string : Widen<M[K]> };

/** Key is every dotted path of a catalogue that leads to a message; keys are names, never numbers. */
export type Key<M> = {
  [K in keyof M & string]: M[K] extends string | { other: string } ? K : `${K}.${Key<M[K]>}`;
}[keyof M & string];

/** Vars are the values put in a message's placeholders. */
export type Vars = Record<string, string | number>;

const plurals = new Intl.PluralRules(LOCALE);

function lookup(messages: Catalogue, key: string): string | Plural {
  let found: string | Plural | Catalogue | undefined = messages;
  for (const part of key.split(".")) found = typeof found === "object" ? (found as Catalogue)[part] : undefined;
  if (typeof found === "string" || (typeof found === "object" && typeof found.other === "string")) {
    return found as string | Plural;
  }
  throw new Error(`no text for ${key}`);
}

function choose(message: string | Plural, vars: Record<string, unknown>): string {
  if (typeof message === "string") return message;
  const count = vars.count;
  if (typeof count !== "number") return message.other;
  return message[plurals.select(count)] ?? message.other;
}

const PLACEHOLDER = /\{(\w+)\}/;

/** Translate is an area's t(): text for a key, with its placeholders filled in. */
export interface Translate<M> {
  (key: Key<M>, vars?: Vars): string;
  /** Nodes in vars (a link, bold text) make the answer a React node instead of a string. */
  (key: Key<M>, vars: Record<string, ReactNode>): ReactNode;
}

/** translator makes the t() of one area's messages: the Dutch ones given, or the page's language's of that area. */
export function translator<M extends Catalogue>(messages: M, area?: keyof Messages): Translate<M> {
  function t(key: Key<M>, vars: Record<string, ReactNode> = {}): ReactNode {
    const active = ((area && translations[area]) ?? messages) as Catalogue;
    const parts = choose(lookup(active, key), vars).split(PLACEHOLDER);
    // split with a group: the even parts are text, the odd ones placeholder names.
    const filled = parts.map((part, i) => (i % 2 === 0 ? part : (vars[part] ?? `{${part}}`)));
    if (filled.every((part) => typeof part === "string" || typeof part === "number")) return filled.join("");
    return createElement(Fragment, null, ...filled.filter((part) => part !== ""));
  }
  return t as Translate<M>;
}
