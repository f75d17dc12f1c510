// English texts shared by the shop's forms and pages: units, field checks, the parts of a form.
import type { Messages } from "../messages";

export const common: Messages["common"] = {
  notFound: {
    title: "Page not found",
    text: "This path is a dead end. Maybe the page has moved or the address is not quite right.",
  },
  paymentMethods: {
    bankTransfer: "Bank transfer",
    voucher: "Gift voucher",
  },
  units: {
    hours: { other: "{count} hours" },
    days: { one: "{count} day", other: "{count} days" },
    workingDays: { one: "{count} working day", other: "{count} working days" },
    months: { one: "{count} month", other: "{count} months" },
    years: { other: "{count} years" },
  },
  validation: {
    nameRequired: "Enter your name.",
    nameChars: "Use only letters, spaces and ' - . in a name.",
    phoneRequired: "Enter your phone number.",
    emailRequired: "Enter your email address.",
    emailInvalid: "Enter a valid email address, for example name@example.com.",
  },
  fields: {
    optional: "(optional)",
    name: "Name",
    email: "Email address",
    phone: "Phone number",
    phonePlaceholder: "+31 6 12345678",
  },
  invoice: {
    want: "I want an invoice",
    hint: "For your employer, company or club: the invoice comes as a PDF with the confirmation.",
    company: "Company name",
    address: "Billing address",
    addressHint: "Street and number, postcode and town",
    vatId: "VAT number",
    vatIdPlaceholder: "NL123456789B01",
  },
  busy: "Busy...",
  close: "Close",
  toasts: "Notifications",
  closeToast: "Close notification",
  privacyNote: "What we do with your data and how long we keep it, you can read in our {link}.",
  privacyLink: "privacy statement",
  free: "Free",
  payment: {
    processing: "Processing payment...",
    checking: "Checking payment status...",
    waiting: "We are waiting for the confirmation of your payment. That usually takes only a few seconds; this page refreshes by itself.",
    refresh: "Refresh manually",
  },
};
