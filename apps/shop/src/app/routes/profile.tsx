import { Profile } from "../../features/profile/components/profile";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tAccount } from "../../shared/i18n/account";

function ProfilePage() {
  useDocumentTitle(tAccount("profile.title"));
  return <Profile />;
}

export { ProfilePage as Component };
