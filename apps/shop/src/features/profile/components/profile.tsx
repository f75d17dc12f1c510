import { Navigate } from "react-router";
import { useCurrentUser } from "../../../shared/api/get-me";
import { Loading } from "../../../shared/components/loading";
import { MessageScreen } from "../../../shared/components/message-panel";
import { tAccount } from "../../../shared/i18n/account";
import { MyData } from "./my-data";
import { ProfileCard } from "./profile-card";
import "../../../shared/styles/forms.css";
import "./profile.css";

/**
 * Profile is /profiel: the signed-in user's details, and a form to change their name,
 * e-mail and phone. A visitor is sent to /login.
 */
export function Profile() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Loading label={tAccount("profile.loading")} />;
  if (user === null) return <Navigate to="/login" replace />;
  if (!user) {
    return (
      <MessageScreen title={tAccount("profile.title")} link={{ to: "/", label: tAccount("profile.toWalks") }}>
      <p>{tAccount("profile.noUser")}</p>
      </MessageScreen>
    );
  }
  return (
    <>
      <ProfileCard user={user} />
      <MyData />
    </>
  );
}
