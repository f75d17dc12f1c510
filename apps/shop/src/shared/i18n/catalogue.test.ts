import { describe, expect, it } from "vitest";
import { en } from "./en";
import type { Messages } from "./messages";
import { about } from "./nl/about";
import { account } from "./nl/account";
import { booking } from "./nl/booking";
import { common } from "./nl/common";
import { contact } from "./nl/contact";
import { feest } from "./nl/feest";
import { language } from "./nl/language";
import { maatwerk } from "./nl/maatwerk";
import { password } from "./nl/password";
import { quote } from "./nl/quote";
import { request } from "./nl/request";
import { site } from "./nl/site";
import { voucher } from "./nl/voucher";
import { walk } from "./nl/walk";

const nl: Messages = { about, account, booking, common, contact, feest, language, maatwerk, password, quote, request, site, voucher, walk };

/** keys lists every dotted path to a text, with the placeholders the text uses. */
function keys(tree: object, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === "string") found.set(path, [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(","));
    else for (const [sub, vars] of keys(value as object, `${path}.`)) found.set(sub, vars);
  }
  return found;
}

describe("the catalogue", () => {
  const dutch = keys(nl);
  const english = keys(en);

  it("has every Dutch key in English", () => {
    expect([...dutch.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it("has no English key the Dutch texts do not use", () => {
    expect([...english.keys()].filter((key) => !dutch.has(key))).toEqual([]);
  });

  it("fills the same placeholders in both languages", () => {
    const differ = [...dutch].filter(([key, vars]) => english.has(key) && english.get(key) !== vars && !key.match(/\.(one|zero|two|few|many)$/));
    expect(differ).toEqual([]);
  });
});
