// The organisers' two answers to a refund that needs them: "Opnieuw proberen" asks Mollie
// again, "Handmatig afgehandeld" records that they settled it outside the shop. A line
// that only informs (stale_payment) has one answer, "Gezien": it takes the line off and
// the shop goes on refunding (the server dismisses it on the same call). Each asks first;
// the server's message is alerted when it refuses.
import DoneIcon from "@mui/icons-material/DoneAll";
import ReplayIcon from "@mui/icons-material/Replay";
import VisibilityIcon from "@mui/icons-material/Visibility";
import { Stack, Typography } from "@mui/material";
import { useState, type ComponentType } from "react";
import { useNotify, useTranslate } from "react-admin";
import { ConfirmButton } from "./confirm-action";
import { refundAction, type RefundAction } from "./refunds-api";
import { useFailureAlert } from "./feedback";

/** refundProblem is the translation key of why a refund needs the organisers. */
const refundProblem = (problem: string) => `wandelwijs.refunds.problem.${problem}`;

type Answer = { action: RefundAction; label: string; icon: ComponentType };

/** actions are the two answers, each with its texts' key (retry, retryTitle, retryText) and icon. */
const actions: Answer[] = [
  { action: "retry", label: "retry", icon: ReplayIcon },
  { action: "settled", label: "settled", icon: DoneIcon },
];

/** informing is the one answer to a line that only informs: dismissing it. */
const informing: Answer[] = [{ action: "settled", label: "seen", icon: VisibilityIcon }];

/** informs tells whether a problem only informs the organisers and holds no refund back. */
const informs = (problem: string) => problem === "stale_payment";

/** RefundActions are the organisers' answers to a line; money owed by hand (byHand) has no Mollie refund to retry. */
export const RefundActions = ({
  id,
  amount,
  problem,
  onDone,
  byHand = false,
}: {
  id: string;
  amount: string;
  problem: string;
  onDone: () => void;
  byHand?: boolean;
}) => {
  const notify = useNotify();
  const alertFailure = useFailureAlert();
  const [pending, setPending] = useState(false);
  const run = async (action: RefundAction) => {
    setPending(true);
    try {
      await refundAction(id, action);
      const done = informs(problem) ? "seenDone" : action === "retry" ? "retried" : "settledDone";
      notify(`wandelwijs.refunds.${done}`, { type: "success" });
      onDone();
    } catch (err) {
      alertFailure("wandelwijs.refunds.failed", err);
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      {(informs(problem) ? informing : actions.filter(({ action }) => !byHand || action !== "retry")).map(({ action, label, icon }) => (
        <ConfirmButton
          key={action}
          label={`wandelwijs.refunds.${label}`}
          title={`wandelwijs.refunds.${label}Title`}
          content={`wandelwijs.refunds.${label}Text`}
          translateOptions={{ amount }}
          icon={icon}
          pending={pending}
          onConfirm={() => void run(action)}
        />
      ))}
    </Stack>
  );
};

/** RefundProblem says why a refund needs the organisers, with Mollie's or the last error's words. */
export const RefundProblem = ({ problem, detail }: { problem: string; detail: string | null }) => {
  const translate = useTranslate();
  return (
    <>
      {translate(refundProblem(problem))}
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </>
  );
};
