import { ForgotPasswordForm } from "../../features/auth/components/forgot-password-form";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tAccount } from "../../shared/i18n/account";

export function ForgotPasswordPage() {
  useDocumentTitle(tAccount("forgot.title"));
  return <ForgotPasswordForm />;
}
