import { RegisterForm } from "../../features/auth/components/register-form";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tAccount } from "../../shared/i18n/account";

function RegisterPage() {
  useDocumentTitle(tAccount("register.title"));
  return <RegisterForm />;
}

export { RegisterPage as Component };
