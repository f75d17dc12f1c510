import { Profile } from "../../features/profile/components/profile";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

export function ProfilePage() {
  useDocumentTitle("Mijn profiel");
  return <Profile />;
}
