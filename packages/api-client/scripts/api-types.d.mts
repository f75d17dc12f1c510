/** A generated module: one per API, and "common" for the schemas both APIs encode alike. */
export type Module = "shop" | "admin" | "common";
/** modules are the generated modules. */
export const modules: readonly Module[];
/** typesOf is the generated module for one API's OpenAPI document ("common" for what both share). */
export function typesOf(module: Module): Promise<string>;
/** checkedIn is the generated module as the repository holds it ("" for none). */
export function checkedIn(module: Module): Promise<string>;
