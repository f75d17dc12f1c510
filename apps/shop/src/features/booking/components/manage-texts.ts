import { days, RULES } from "../../../shared/config/rules";
import { tBooking } from "../../../shared/i18n/booking";

/** NOT_FOUND_TEXT answers a manage link that belongs to no booking. */
export const NOT_FOUND_TEXT = tBooking("manage.notFoundText");

/** TOO_LATE_TEXT says the cancel rule no longer allows cancelling or fewer persons. */
export const TOO_LATE_TEXT = tBooking("manage.tooLate", { days: days(RULES.booking.cancelMinDays) });
