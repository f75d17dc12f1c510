import { useParams } from "react-router";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tPassword } from "../../shared/i18n/password";

function ResetPasswordPage() {
  const { token = "" } = useParams();
  useDocumentTitle(tPassword("reset.title"));
  return <ResetPasswordForm token={token} />;
}

export { ResetPasswordPage as Component };
