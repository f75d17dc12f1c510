// Fields that show money and times the Dutch way (money is integer cents in the API), and
// e-mail addresses that wrap between their parts.
import { Box } from "@mui/material";
import { Fragment } from "react";
import { DateField, NumberField, type DateFieldProps, type NumberFieldProps } from "react-admin";

const euro: Intl.NumberFormatOptions = { style: "currency", currency: "EUR" };
// Times are shown in Amsterdam, whatever zone the browser is in (as the shop does).
const dateTime: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Amsterdam" };

const centsToEuros = (cents: number) => cents / 100;

/** MoneyField shows a cents amount as euros, e.g. "€ 20,00". */
export const MoneyField = (props: NumberFieldProps) => (
  <NumberField locales="nl-NL" options={euro} transform={centsToEuros} {...props} />
);

/** DateTimeField shows a timestamp as a Dutch date and time. */
export const DateTimeField = (props: DateFieldProps) => (
  <DateField locales="nl-NL" showTime options={dateTime} {...props} />
);

const shortDateTime = new Intl.DateTimeFormat("nl-NL", dateTime);

/** shortId is the booking (or voucher) number the customer reads in their mails. */
export const shortId = (id: string) => id.slice(0, 8).toUpperCase();

/** formatShortDateTime shows a timestamp as DateTimeField does, e.g. "5 dec 2026, 10:00". */
export const formatShortDateTime = (iso: string) => shortDateTime.format(new Date(iso));

/** truncate shortens text to max characters followed by an ellipsis. */
export const truncate = (text: string | null | undefined, max: number) =>
  text && text.length > max ? `${text.slice(0, max)}…` : (text ?? "");

/**
 * EmailAddress shows an e-mail address that may wrap only before its "@" and its dots and
 * after its hyphens, never in the middle of a word.
 */
export const EmailAddress = ({ email }: { email: string | null | undefined }) => {
  const parts = (email ?? "").split(/(?=[@.])|(?<=-)/);
  return (
    <Box component="span" className="email-address" sx={{ overflowWrap: "normal", wordBreak: "normal" }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Box>
  );
};
