import { useRef, useState } from "react";
import { tBooking } from "../../../shared/i18n/booking";
import { serverMessage } from "../../../shared/lib/api-errors";
import type { VoucherCheck } from "../types";
import { redeemVoucher } from "./redeem-voucher";

/** VoucherState is where the check of a typed voucher code stands. */
export type VoucherState =
  | { state: "idle" }
  | { state: "checking"; code: string }
  | ({ state: "valid"; code: string } & VoucherCheck)
  | { state: "invalid"; code: string; message: string };

/**
 * useVoucherCheck holds the booking form's voucher code and the check of it. Only the
 * answer to the latest check counts: a code changed meanwhile makes an earlier answer void.
 */
export function useVoucherCheck() {
  const [code, setCode] = useState("");
  const [voucher, setVoucher] = useState<VoucherState>({ state: "idle" });
  const checkRun = useRef(0);

  function changeCode(value: string) {
    setCode(value);
    // A changed code needs a new check: the earlier answer no longer applies.
    checkRun.current++;
    setVoucher({ state: "idle" });
  }

  /** checkVoucher checks the typed code; it answers the voucher, or null when there is none or it is not valid. */
  async function checkVoucher(): Promise<VoucherCheck | null> {
    const trimmed = code.trim();
    if (!trimmed) return null;
    const run = ++checkRun.current;
    setVoucher({ state: "checking", code: trimmed });
    try {
      const result = await redeemVoucher(trimmed);
      if (run === checkRun.current) setVoucher({ state: "valid", code: trimmed, ...result });
      return run === checkRun.current ? result : null;
    } catch (err) {
      if (run === checkRun.current) {
        setVoucher({ state: "invalid", code: trimmed, message: serverMessage(err, tBooking("form.voucherInvalid")) });
      }
      return null;
    }
  }

  /** reject marks code as not usable, with the server's message for it. */
  function reject(rejected: string, message: string) {
    setVoucher({ state: "invalid", code: rejected, message });
  }

  return { code, voucher, changeCode, checkVoucher, reject };
}
