import { MessagePage } from "../../shared/components/message-panel";
import { tCommon } from "../../shared/i18n/common";
import { tSite } from "../../shared/i18n/site";

/** NotFoundPage answers any address the shop does not know. */
function NotFoundPage() {
  return (
    <MessagePage title={tCommon("notFound.title")} link={{ to: "/", label: tSite("states.toWalks") }}>
      <p>{tCommon("notFound.text")}</p>
    </MessagePage>
  );
}

export { NotFoundPage as Component };
