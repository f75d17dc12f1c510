// Enumerations the back office shows by label. Each choice's name is a key in i18n.ts;
// react-admin's SelectField and SelectInput translate it.

const choices = (prefix: string, ids: readonly string[]) => ids.map((id) => ({ id, name: `wandelwijs.${prefix}.${id}` }));

export const roleChoices = choices("role", ["USER", "ADMIN"]);

export const requestStatusChoices = choices("requestStatus", ["NEW", "IN_PROGRESS", "COMPLETED", "CANCELLED"]);

export const durationChoices = choices("duration", ["2-hours", "half-day", "full-day", "multi-day"]);
