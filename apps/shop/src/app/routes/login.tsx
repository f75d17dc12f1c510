import { LoginForm } from "../../features/auth/components/login-form";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

export function LoginPage() {
  useDocumentTitle("Inloggen");
  return <LoginForm />;
}
