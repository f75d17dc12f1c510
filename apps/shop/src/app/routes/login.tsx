import { LoginForm } from "../../features/auth/components/login-form";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tAccount } from "../../shared/i18n/account";

function LoginPage() {
  useDocumentTitle(tAccount("login.title"));
  return <LoginForm />;
}

export { LoginPage as Component };
