import { ForgotPasswordForm } from "../../features/auth/components/forgot-password-form";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tPassword } from "../../shared/i18n/password";

function ForgotPasswordPage() {
  useDocumentTitle(tPassword("forgot.title"));
  return <ForgotPasswordForm />;
}

export { ForgotPasswordPage as Component };
