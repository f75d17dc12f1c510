// Enumerations the back office shows by label. Each choice's name is a key in i18n.ts;
// react-admin's SelectField and SelectInput translate it.
import { RULES } from "./rules";

const choices = (prefix: string, ids: readonly string[]) => ids.map((id) => ({ id, name: `wandelwijs.${prefix}.${id}` }));

export const roleChoices = choices("role", ["USER", "ADMIN"]);

/** durationChoices are the lengths of a custom walk (rules.json). */
export const durationChoices = choices(
  "duration",
  RULES.customWalk.durations.map((d) => d.value),
);
