import { MessagePage } from "../../shared/components/message-panel";
import { tAccount } from "../../shared/i18n/account";

/** Component (the lazy route's export) is where the profile sends a user whose account was just deleted. */
export function Component() {
  return (
    <MessagePage
      title={tAccount("deleted.heading")}
      documentTitle={tAccount("deleted.title")}
      link={{ to: "/", label: tAccount("deleted.toWalks") }}
    >
      <p>{tAccount("deleted.text")}</p>
    </MessagePage>
  );
}
