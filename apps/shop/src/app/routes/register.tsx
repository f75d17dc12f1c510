import { RegisterForm } from "../../features/auth/components/register-form";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

export function RegisterPage() {
  useDocumentTitle("Registreren");
  return <RegisterForm />;
}
