import { MessagePage } from "../../shared/components/message-panel";
import { tSite } from "../../shared/i18n/site";

/** NotFoundPage answers any address the shop does not know. */
export function NotFoundPage() {
  return (
    <MessagePage title={tSite("states.notFound")} link={{ to: "/", label: tSite("states.toWalks") }}>
      <p>{tSite("states.notFoundText")}</p>
    </MessagePage>
  );
}
