// The gift voucher's numbers and texts. The numbers come from
// rules.json, which the server checks too; these only save a round trip.
import { months, RULES } from "../../shared/config/rules";
import { tVoucher } from "../../shared/i18n/voucher";

/** VOUCHER_PRESETS are the amounts offered with one click, in euro; the first is the default. */
export const VOUCHER_PRESETS: readonly number[] = RULES.voucher.presetsEuro;

/** DEFAULT_AMOUNT is the amount a new form starts with, in euro. */
export const DEFAULT_AMOUNT = VOUCHER_PRESETS[0];

/** MIN_AMOUNT, MAX_AMOUNT and AMOUNT_STEP bound a free amount, in euro. */
export const MIN_AMOUNT = RULES.voucher.minEuro;
export const MAX_AMOUNT = RULES.voucher.maxEuro;
export const AMOUNT_STEP = RULES.voucher.stepEuro;

/** FALLBACK_AMOUNT replaces a free amount that is not a whole number on the grid within the bounds. */
export const FALLBACK_AMOUNT = MIN_AMOUNT;

/** MAX_MESSAGE_LENGTH is the longest personal message, in characters. */
export const MAX_MESSAGE_LENGTH = 500;

/** MAX_NAME_LENGTH is the longest name the server takes. */
export const MAX_NAME_LENGTH = 100;

/** VALIDITY_TEXT is how long a voucher can be spent. */
export const VALIDITY_TEXT = tVoucher("validity", { period: months(RULES.voucher.validityMonths) });

/** RETURN_DAYS is how long an unused voucher may be returned. */
export const RETURN_DAYS = RULES.voucher.returnDays;

/** PURCHASE_FAILED is shown when a failed purchase brings no message of its own. */
export const PURCHASE_FAILED = tVoucher("purchaseFailed");
