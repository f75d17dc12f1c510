import { useParams } from "react-router";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tAccount } from "../../shared/i18n/account";

export function ResetPasswordPage() {
  const { token = "" } = useParams();
  useDocumentTitle(tAccount("reset.title"));
  return <ResetPasswordForm token={token} />;
}
