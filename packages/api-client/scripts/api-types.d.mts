/** typesOf is the generated module for one API's OpenAPI document. */
export function typesOf(api: "shop" | "admin"): Promise<string>;
/** checkedIn is the generated module for one API as the repository holds it ("" for none). */
export function checkedIn(api: "shop" | "admin"): Promise<string>;
